import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const sheriffWarrant: Record<Locale, PracticeScenario> = {
  en: {
    id: 'sheriff-warrant',
    title: 'A call from the "sheriff"',
    isScam: true,
    message: {
      kind: 'call',
      from: 'Phone call from a man who says he is a deputy',
      lines: ['You missed jury duty, and there is a warrant for you.', 'Pay a $900 fine today with gift cards or a payment app, or we come to your home.'],
    },
    choices: choices(
      ['Pay now so you do not go back to jail.', 'This is what the scammer wants. Courts and sheriffs never take fines in gift cards, crypto or a payment app.'],
      ['Hang up. Call the sheriff’s office or the court at a number you look up yourself.', 'Right. The real office can tell you if there is a warrant. Look up their number on the county website or a court letter.'],
      ['Ask your parole officer to pay for you.', 'There is no real fine to pay. Talking to your parole officer is fine, but do not send any money.'],
    ),
    best: 'b',
    ifItHappened: [
      'Call the gift card company or payment app right away. Tell them it was a scam.',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'Tell the real sheriff’s office. They want to know about people who use their name.',
    ],
  },
  es: {
    id: 'sheriff-warrant',
    title: 'Una llamada del "sheriff"',
    isScam: true,
    message: {
      kind: 'call',
      from: 'Llamada de un hombre que dice ser ayudante del sheriff',
      lines: ['Usted faltó al jurado, y hay una orden de arresto.', 'Pague una multa de $900 hoy con tarjetas de regalo o una app de pagos, o vamos a su casa.'],
    },
    choices: choices(
      ['Pagar ya para no volver a la cárcel.', 'Eso es lo que quiere el estafador. Las cortes y el sheriff nunca cobran multas con tarjetas de regalo, cripto ni una app de pagos.'],
      ['Colgar. Llamar a la oficina del sheriff o a la corte a un número que busque usted.', 'Correcto. La oficina real le dice si hay una orden. Busque el número en la página del condado o en una carta de la corte.'],
      ['Pedirle a su oficial de libertad condicional que pague por usted.', 'No hay una multa real que pagar. Puede hablar con su oficial, pero no mande dinero.'],
    ),
    best: 'b',
    ifItHappened: [
      'Llame ya a la empresa de la tarjeta de regalo o a la app de pagos. Diga que fue una estafa.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Avise a la oficina real del sheriff. Quieren saber de quien usa su nombre.',
    ],
  },
};

export const utilityCryptoAtm: Record<Locale, PracticeScenario> = {
  en: {
    id: 'utility-crypto-atm',
    title: 'Pay the power bill at a crypto ATM',
    isScam: true,
    message: {
      kind: 'call',
      from: 'Phone call from "City Power and Light"',
      lines: ['Your bill is late. We cut your power in one hour.', 'Go to the Bitcoin ATM at the gas station. Put in $600 cash and scan the QR code we text you.'],
    },
    choices: choices(
      ['Go to the ATM and scan their QR code.', 'This is what the scammer wants. Their QR code sends your cash to their crypto wallet. It cannot be undone.'],
      ['Hang up. Call the number on your power bill or in your power company’s own app.', 'Right. A real power company does not ask you to pay at a crypto ATM. Their number on your bill reaches the real office.'],
      ['Pay half now and the rest tomorrow.', 'Any money in that ATM goes to the scammer. There is no real bill to pay this way.'],
    ),
    best: 'b',
    ifItHappened: [
      'Call the company that runs the crypto ATM. Its name and number are on the machine or the receipt. Keep the receipt.',
      'Report it to the FTC at reportfraud.ftc.gov and to the FBI at ic3.gov.',
      'Call your real power company at the number on your bill.',
    ],
  },
  es: {
    id: 'utility-crypto-atm',
    title: 'Pagar la luz en un cajero de cripto',
    isScam: true,
    message: {
      kind: 'call',
      from: 'Llamada de "Luz y Fuerza de la Ciudad"',
      lines: ['Su pago está atrasado. Le cortamos la luz en una hora.', 'Vaya al cajero de Bitcoin de la gasolinera. Ponga $600 en efectivo y escanee el código QR que le mandamos.'],
    },
    choices: choices(
      ['Ir al cajero y escanear su código QR.', 'Eso es lo que quiere el estafador. Su código QR manda su dinero a la billetera de ellos. No se puede deshacer.'],
      ['Colgar. Llamar al número de su recibo de luz o de la app de su compañía.', 'Correcto. Una compañía de luz real no le pide pagar en un cajero de cripto. El número de su recibo es de la oficina real.'],
      ['Pagar la mitad hoy y lo demás mañana.', 'Todo el dinero en ese cajero va al estafador. No hay un recibo real que pagar así.'],
    ),
    best: 'b',
    ifItHappened: [
      'Llame a la empresa del cajero de cripto. El nombre y el número están en la máquina o el recibo. Guarde el recibo.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov y al FBI en ic3.gov.',
      'Llame a su compañía de luz real al número de su recibo.',
    ],
  },
};
