import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answer as a } from './answer.js';

export const answers5: Record<Locale, QuizAnswerKey> = {
  en: {
    moduleId: 5,
    answers: [
      a('ssa-card-cost', 'b', ['Paying a website is a waste of money and may put your personal data at risk.', 'Right: Social Security replaces cards for free, up to 3 a year and 10 in your life.', 'There is no fee at any time for a replacement card.', 'You can apply yourself, and many prisons help before release.']),
      a('release-card-first-step', 'd', ['ATM fees on release cards can eat up your money.', 'Many release cards charge for balance checks at ATMs.', 'Some cards charge a monthly fee or a fee when you do not use them.', 'Right: the fee list shows the free ways to use your money.']),
      a('bank-says-no', 'a', ['Right: you have a right to your free report, and second-chance accounts exist for this case.', 'Check cashing fees add up, and a bank account is worth working toward.', 'Using a fake name is fraud and can send you back to court.', 'Most bank problems drop off sooner, and second-chance accounts help right away.']),
      a('cannot-pay-fines', 'c', ['Ignoring court debt can add fees, suspend your license or lead to a warrant.', 'A payday loan can cost an APR near 400% and makes the problem bigger.', 'Right: many courts offer payment plans, lower fees or community service.', 'Courts never ask for crypto, so that text is a scam.']),
      a('free-credit-reports', 'b', ['Many "free score" sites try to sell you things and are not the official report site.', 'Right: AnnualCreditReport.com is the official site for free weekly reports from all three bureaus.', 'The court keeps court records, not credit reports.', 'Credit bureaus do not send report links by text, and such links are often phishing.']),
    ],
  },
  es: {
    moduleId: 5,
    answers: [
      a('ssa-card-cost', 'b', ['Pagarle a una página es perder dinero y puede poner en riesgo sus datos.', 'Correcto: el Seguro Social repone la tarjeta gratis, hasta 3 al año y 10 en toda la vida.', 'La tarjeta nueva nunca tiene costo.', 'Usted la puede pedir solo, y muchas prisiones ayudan antes de salir.']),
      a('release-card-first-step', 'd', ['Los cargos por usar cajeros pueden comerse su dinero.', 'Muchas tarjetas de salida cobran por ver el saldo en un cajero.', 'Algunas tarjetas cobran un cargo al mes o cuando no las usa.', 'Correcto: la lista de cargos le muestra las formas gratis de usar su dinero.']),
      a('bank-says-no', 'a', ['Correcto: tiene derecho a su informe gratis, y las cuentas de segunda oportunidad son para este caso.', 'Los cargos por cambiar cheques suman mucho, y vale la pena tener una cuenta.', 'Usar un nombre falso es fraude y lo puede llevar de vuelta a la corte.', 'Casi todos los problemas se borran antes, y las cuentas de segunda oportunidad ayudan ya.']),
      a('cannot-pay-fines', 'c', ['No hacerle caso a la corte puede traer más cargos, perder la licencia o una orden de arresto.', 'Un préstamo de día de pago puede costar una APR de casi 400% y agranda el problema.', 'Correcto: muchas cortes dan planes de pago, bajan cargos o aceptan servicio comunitario.', 'Las cortes nunca piden cripto, así que ese mensaje es una estafa.']),
      a('free-credit-reports', 'b', ['Muchas páginas de "puntaje gratis" quieren venderle algo y no son la página oficial.', 'Correcto: AnnualCreditReport.com es la página oficial para informes gratis cada semana de las tres agencias.', 'La corte guarda registros de la corte, no informes de crédito.', 'Las agencias de crédito no mandan enlaces por mensaje, y esos enlaces suelen ser phishing.']),
    ],
  },
};
