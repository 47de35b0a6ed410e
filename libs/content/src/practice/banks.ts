import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const bankFraudAlert: Record<Locale, PracticeScenario> = {
  en: {
    id: 'bank-fraud-alert',
    title: 'A bank fraud alert',
    isScam: true,
    message: {
      kind: 'text',
      from: 'Text from BANK-ALERT',
      lines: ['Fraud alert: did you spend $1,249 at an electronics store? If not, tap the link now to stop it.', 'bank-secure-help.example/stop', 'You will get a code. Give it to our agent when we call.'],
    },
    choices: choices(
      ['Tap the link and type in your bank password.', 'This is what the scammer wants. The link goes to a fake page. It takes your password.'],
      ['Wait for the call and read them the code.', 'The code lets them into your account. A real bank never asks you for that code.'],
      ['Do not tap the link. Call the number on the back of your card, or open your own bank app.', 'Right. You reach your real bank that way. If there is a problem, they will tell you.'],
    ),
    best: 'c',
    ifItHappened: [
      'Call your bank now. Use the number on the back of your card. Ask them to lock your card.',
      'Change your bank password. If you use it anywhere else, change it there too.',
      'Report it to the FTC at reportfraud.ftc.gov.',
    ],
  },
  es: {
    id: 'bank-fraud-alert',
    title: 'Una alerta de fraude del banco',
    isScam: true,
    message: {
      kind: 'text',
      from: 'Mensaje de texto de BANK-ALERT',
      lines: ['Alerta de fraude: ¿gastó $1,249 en una tienda de aparatos? Si no fue usted, toque el enlace ya para pararlo.', 'bank-secure-help.example/stop', 'Le llegará un código. Déselo a nuestro agente cuando lo llamemos.'],
    },
    choices: choices(
      ['Tocar el enlace y escribir la contraseña del banco.', 'Eso es lo que quiere el estafador. El enlace lleva a una página falsa. Se queda con su contraseña.'],
      ['Esperar la llamada y leerles el código.', 'El código les abre su cuenta. Un banco real nunca le pide ese código.'],
      ['No tocar el enlace. Llamar al número de atrás de su tarjeta, o abrir la app de su banco.', 'Correcto. Así habla con su banco real. Si hay un problema, se lo dirán.'],
    ),
    best: 'c',
    ifItHappened: [
      'Llame a su banco ya. Use el número de atrás de su tarjeta. Pida que bloqueen la tarjeta.',
      'Cambie la contraseña del banco. Si la usa en otro lado, cámbiela ahí también.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
    ],
  },
};

/** The one real message: learners must also learn when a message is safe, and how they checked. */
export const realBankText: Record<Locale, PracticeScenario> = {
  en: {
    id: 'real-bank-text',
    title: 'A text from your bank',
    isScam: false,
    message: {
      kind: 'text',
      from: 'Text from your bank',
      lines: [
        'We saw a charge of $82.40 at Corner Market on your debit card.',
        'If this was not you, call the number on the back of your card.',
        'We will never ask for your PIN, password or codes.',
      ],
    },
    choices: choices(
      ['Reply with your card number so they can check.', 'Never text your card number. This text did not ask for it, and your bank does not need it by text.'],
      ['Check the charge in your own bank app, or call the number on the back of your card.', 'Right. This text is real: it has no link, it does not rush you, and it asks for nothing. You checked it yourself with the bank app or the number on your card.'],
      ['Delete it. Every text from a bank is a scam.', 'Some bank texts are real. If a charge is not yours, the bank needs to know fast. Check it the safe way.'],
      ['Call the number of a bank helper you found online.', 'Numbers found online can be fake. Use the number on your card or in your own bank app.'],
    ),
    best: 'b',
  },
  es: {
    id: 'real-bank-text',
    title: 'Un mensaje de su banco',
    isScam: false,
    message: {
      kind: 'text',
      from: 'Mensaje de texto de su banco',
      lines: [
        'Vimos un cargo de $82.40 en Corner Market con su tarjeta de débito.',
        'Si no fue usted, llame al número de atrás de su tarjeta.',
        'Nunca le pediremos su PIN, su contraseña ni códigos.',
      ],
    },
    choices: choices(
      ['Contestar con el número de su tarjeta para que revisen.', 'Nunca mande el número de su tarjeta por texto. Este mensaje no lo pidió, y su banco no lo necesita así.'],
      ['Ver el cargo en la app de su banco, o llamar al número de atrás de su tarjeta.', 'Correcto. Este mensaje es real: no tiene enlace, no lo apura y no le pide nada. Usted lo revisó con la app del banco o el número de su tarjeta.'],
      ['Borrarlo. Todo mensaje de un banco es una estafa.', 'Algunos mensajes del banco son reales. Si un cargo no es suyo, el banco debe saberlo rápido. Revíselo de forma segura.'],
      ['Llamar al número de un ayudante del banco que halló en internet.', 'Los números de internet pueden ser falsos. Use el número de su tarjeta o el de la app de su banco.'],
    ),
    best: 'b',
  },
};
