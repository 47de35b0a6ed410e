import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answer as a } from './answer.js';

export const answers3: Record<Locale, QuizAnswerKey> = {
  en: {
    moduleId: 3,
    answers: [
      a('guaranteed-profit', 'b', ['No one can guarantee crypto profits, because prices go up and down.', 'Right: real investments never promise guaranteed profits, but scammers do.', 'Fake sites show fake profits to pull you in.', 'Scammers often let you start small, then push for more.']),
      a('which-money', 'c', ['Rent money keeps a roof over your head and should never be put at risk.', 'Missing court payments can bring more fees or a warrant.', 'Right: only money you can afford to lose belongs in something this risky.', 'Borrowing at a high cost to buy crypto can leave you with debt and nothing else.']),
      a('crypto-atm-call', 'd', ['Banks never tell you to move cash into crypto to protect it.', 'Police do not ask for money through crypto ATMs.', 'Real bills are not paid by scanning a stranger\'s QR code at a crypto ATM.', 'Right: this is a common scam, and the cash goes straight to the scammer.']),
      a('first-transfer', 'a', ['Right: a small test shows the address works before you risk it all.', 'A mistake with the full amount usually cannot be fixed.', 'Addresses are long codes, and one wrong letter can lose your money.', 'Scammers send wrong addresses in chats, so copy it from your own wallet.']),
      a('where-to-report', 'b', ['People who call offering to recover your money for a fee are running a second scam.', 'Right: the FTC and the FBI collect reports to track and stop scammers.', 'Paying to "unlock" an account is part of the same scam.', 'Reporting helps you and others, and acting fast can sometimes stop a payment.']),
    ],
  },
  es: {
    moduleId: 3,
    answers: [
      a('guaranteed-profit', 'b', ['Nadie puede asegurar ganancias en cripto, porque los precios suben y bajan.', 'Correcto: las inversiones reales no prometen ganancias seguras, pero los estafadores sí.', 'Las páginas falsas muestran ganancias falsas para atraparlo.', 'Los estafadores muchas veces lo dejan empezar con poco y luego le piden más.']),
      a('which-money', 'c', ['La renta mantiene su techo y nunca debe ponerla en riesgo.', 'Si no paga a la corte, puede tener más cargos o una orden de arresto.', 'Correcto: en algo tan riesgoso solo va el dinero que puede perder.', 'Pedir prestado caro para comprar cripto lo puede dejar con deudas y nada más.']),
      a('crypto-atm-call', 'd', ['Los bancos nunca le piden pasar efectivo a cripto para protegerlo.', 'La policía no pide dinero por cajeros de cripto.', 'Las cuentas reales no se pagan escaneando el código QR de un extraño en un cajero de cripto.', 'Correcto: es una estafa común, y el efectivo va directo al estafador.']),
      a('first-transfer', 'a', ['Correcto: una prueba pequeña muestra que la dirección sirve antes de arriesgar todo.', 'Un error con todo el monto casi nunca se puede arreglar.', 'Las direcciones son códigos largos, y una letra mal puede hacerle perder su dinero.', 'Los estafadores mandan direcciones falsas por chat, así que cópiela de su propia billetera.']),
      a('where-to-report', 'b', ['Quien llama para cobrarle por recuperar su dinero está haciendo otra estafa.', 'Correcto: la FTC y el FBI reciben reportes para seguir y frenar a los estafadores.', 'Pagar para "abrir" una cuenta es parte de la misma estafa.', 'Reportar lo ayuda a usted y a otros, y actuar rápido a veces frena un pago.']),
    ],
  },
};
