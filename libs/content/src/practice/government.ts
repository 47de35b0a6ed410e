import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const irsImpostor: Record<Locale, PracticeScenario> = {
  en: {
    id: 'irs-impostor',
    title: 'A call from the "IRS"',
    isScam: true,
    message: {
      kind: 'call',
      from: 'Phone call. The caller ID says "IRS"',
      lines: ['This is Officer Reed from the IRS. You owe $3,120 in back taxes.', 'Pay today with gift cards or the police will arrest you. Stay on the line and go to the store now.'],
    },
    choices: choices(
      ['Stay on the line and buy the gift cards.', 'This is what the scammer wants. The IRS never asks for gift cards or crypto, and never threatens to send the police.'],
      ['Hang up. If you are worried, look at your tax account on IRS.gov.', 'Right. The IRS first sends you a letter in the mail. You can check what you owe yourself on IRS.gov.'],
      ['Give them your Social Security number so they can look you up.', 'They would use it to steal your name and open accounts. Never give it to someone who calls you.'],
    ),
    best: 'b',
    ifItHappened: [
      'Call the gift card company right away. Tell them it was a scam. Keep the cards and receipts.',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'If you gave your Social Security number, go to IdentityTheft.gov.',
    ],
  },
  es: {
    id: 'irs-impostor',
    title: 'Una llamada del "IRS"',
    isScam: true,
    message: {
      kind: 'call',
      from: 'Llamada. La pantalla dice "IRS"',
      lines: ['Habla el oficial Reed del IRS. Usted debe $3,120 en impuestos.', 'Pague hoy con tarjetas de regalo o la policía lo arresta. No cuelgue y vaya a la tienda ya.'],
    },
    choices: choices(
      ['No colgar y comprar las tarjetas de regalo.', 'Eso es lo que quiere el estafador. El IRS nunca pide tarjetas de regalo ni cripto, y nunca lo amenaza con la policía.'],
      ['Colgar. Si le preocupa, ver su cuenta de impuestos en IRS.gov.', 'Correcto. El IRS primero le manda una carta por correo. Usted puede ver lo que debe en IRS.gov.'],
      ['Darles su número de Seguro Social para que lo busquen.', 'Lo usarían para robar su nombre y abrir cuentas. Nunca se lo dé a alguien que lo llama.'],
    ),
    best: 'b',
    ifItHappened: [
      'Llame ya a la empresa de la tarjeta de regalo. Diga que fue una estafa. Guarde las tarjetas y los recibos.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Si dio su número de Seguro Social, vaya a IdentityTheft.gov.',
    ],
  },
};

export const benefitsImpostor: Record<Locale, PracticeScenario> = {
  en: {
    id: 'benefits-impostor',
    title: 'Your benefits will stop',
    isScam: true,
    message: {
      kind: 'text',
      from: 'Text from "Benefits Office"',
      lines: ['Your food and cash benefits stop today.', 'To keep them, pay a $50 fee with a payment app and send your Social Security number.'],
    },
    choices: choices(
      ['Pay the $50 with the app to keep your benefits.', 'This is what the scammer wants. Government offices never ask you to pay with gift cards, crypto or a payment app.'],
      ['Do not answer. Call your benefits office at the number on your card or letter.', 'Right. That number reaches the real office. They will tell you if anything is wrong.'],
      ['Text back your Social Security number only, not the money.', 'They can use your number to steal your name and your benefits. Never text it.'],
    ),
    best: 'b',
    ifItHappened: [
      'Call your benefits office at the number on your card or letter. Tell them what happened.',
      'If you paid with an app, tell the app through its Help page.',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'If you gave your Social Security number, go to IdentityTheft.gov.',
    ],
  },
  es: {
    id: 'benefits-impostor',
    title: 'Sus beneficios se van a parar',
    isScam: true,
    message: {
      kind: 'text',
      from: 'Mensaje de texto de "Oficina de Beneficios"',
      lines: ['Sus beneficios de comida y dinero se paran hoy.', 'Para no perderlos, pague un cargo de $50 con una app de pagos y mande su número de Seguro Social.'],
    },
    choices: choices(
      ['Pagar los $50 con la app para no perder los beneficios.', 'Eso es lo que quiere el estafador. Las oficinas del gobierno nunca le piden pagar con tarjetas de regalo, cripto ni una app de pagos.'],
      ['No contestar. Llamar a su oficina de beneficios al número de su tarjeta o su carta.', 'Correcto. Ese número es de la oficina real. Le dirán si algo anda mal.'],
      ['Mandar solo su número de Seguro Social, no el dinero.', 'Con su número pueden robar su nombre y sus beneficios. Nunca lo mande por texto.'],
    ),
    best: 'b',
    ifItHappened: [
      'Llame a su oficina de beneficios al número de su tarjeta o su carta. Cuénteles lo que pasó.',
      'Si pagó con una app, avise a la app en su página de Ayuda.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Si dio su número de Seguro Social, vaya a IdentityTheft.gov.',
    ],
  },
};
