import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const paymentAppMistake: Record<Locale, PracticeScenario> = {
  en: {
    id: 'payment-app-mistake',
    title: 'Money sent by mistake',
    isScam: true,
    message: {
      kind: 'payment-app',
      from: 'Payment app request from Tasha M.',
      lines: ['You got $300 from Tasha M.', 'Tasha M. asks for $300: "So sorry, I sent that to you by mistake. It was my rent money. Please send it back fast!"'],
    },
    choices: choices(
      ['Send the $300 back to Tasha right away.', 'This is what the scammer wants. The $300 was likely paid with a stolen card. When the owner reports it, the app takes the $300 back from you. The money you sent to Tasha is gone too.'],
      ['Do not send money. Tell the app through its Help page. Let the app undo the payment.', 'Right. The app can undo a real mistake. Then the money goes back the way it came, and you lose nothing.'],
      ['Send it back to a new account Tasha names.', 'A new account is a big warning sign. You would lose your own money, and the first $300 can still be taken back.'],
      ['Keep the money and spend it.', 'Do not spend it. The app can take the money back later and leave you owing it.'],
    ),
    best: 'b',
    ifItHappened: [
      'Call or message the payment app through the app itself. Say it was a scam.',
      'If the app is tied to your bank card, call your bank. Use the number on the back of your card.',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'Change the password of the app. Turn on two-step sign-in.',
    ],
  },
  es: {
    id: 'payment-app-mistake',
    title: 'Dinero enviado por error',
    isScam: true,
    message: {
      kind: 'payment-app',
      from: 'Pedido en la app de pagos de Tasha M.',
      lines: ['Recibió $300 de Tasha M.', 'Tasha M. le pide $300: "Perdón, se lo mandé por error. Era el dinero de mi renta. ¡Por favor, devuélvamelo rápido!"'],
    },
    choices: choices(
      ['Mandarle los $300 a Tasha ya.', 'Eso es lo que quiere el estafador. Es probable que los $300 vengan de una tarjeta robada. Cuando el dueño avisa, la app le quita los $300. Y el dinero que mandó a Tasha también se pierde.'],
      ['No mandar dinero. Avisar a la app en su página de Ayuda. Dejar que la app anule el pago.', 'Correcto. La app puede anular un error real. Así el dinero vuelve por donde vino, y usted no pierde nada.'],
      ['Mandarlo a otra cuenta que Tasha le dé.', 'Una cuenta nueva es una gran señal de alerta. Perdería su dinero, y los primeros $300 se los pueden quitar igual.'],
      ['Quedarse con el dinero y gastarlo.', 'No lo gaste. La app puede quitarle el dinero después y dejarlo con una deuda.'],
    ),
    best: 'b',
    ifItHappened: [
      'Llame o escriba a la app de pagos desde la misma app. Diga que fue una estafa.',
      'Si la app usa su tarjeta del banco, llame al banco. Use el número de atrás de su tarjeta.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Cambie la contraseña de la app. Active la entrada en dos pasos.',
    ],
  },
};

export const releaseCardFee: Record<Locale, PracticeScenario> = {
  en: {
    id: 'release-card-fee',
    title: 'A fee on your release card',
    isScam: true,
    message: {
      kind: 'text',
      from: 'Text from (555) 014-2290',
      lines: ['Your release card is on hold. Pay a $19.99 fee today or lose your balance.', 'Pay with a gift card, then text us the card number and your PIN.'],
    },
    choices: choices(
      ['Buy the gift card and text the numbers.', 'This is what the scammer wants. A gift card is like cash. Once they have the numbers, the money is gone.'],
      ['Text back your release card number and PIN so they can check.', 'Never give your PIN to anyone. With your card number and PIN, they can spend your balance.'],
      ['Do not answer. Call the number on the back of your release card to ask.', 'Right. The number on the card is the real company. They do not ask for fees in gift cards or for your PIN by text.'],
    ),
    best: 'c',
    ifItHappened: [
      'Call the number on the back of your card. Ask them to lock it and send a new one.',
      'Call the gift card company right away. Tell them it was a scam. Sometimes they can stop the money.',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'Pick a new PIN for your card.',
    ],
  },
  es: {
    id: 'release-card-fee',
    title: 'Un cargo en su tarjeta de salida',
    isScam: true,
    message: {
      kind: 'text',
      from: 'Mensaje de texto del (555) 014-2290',
      lines: ['Su tarjeta de salida está bloqueada. Pague un cargo de $19.99 hoy o pierde su saldo.', 'Pague con una tarjeta de regalo y mándenos el número y su PIN.'],
    },
    choices: choices(
      ['Comprar la tarjeta de regalo y mandar los números.', 'Eso es lo que quiere el estafador. Una tarjeta de regalo es como dinero en efectivo. Con los números, el dinero se va.'],
      ['Mandar el número de su tarjeta de salida y su PIN para que revisen.', 'Nunca le dé su PIN a nadie. Con el número y el PIN pueden gastar su saldo.'],
      ['No contestar. Llamar al número de atrás de su tarjeta de salida para preguntar.', 'Correcto. El número de la tarjeta es de la empresa real. No cobran en tarjetas de regalo ni piden su PIN por texto.'],
    ),
    best: 'c',
    ifItHappened: [
      'Llame al número de atrás de su tarjeta. Pida que la bloqueen y le manden otra.',
      'Llame ya a la empresa de la tarjeta de regalo. Diga que fue una estafa. A veces pueden parar el dinero.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Elija un PIN nuevo para su tarjeta.',
    ],
  },
};
