import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const walletSupport: Record<Locale, PracticeScenario> = {
  en: {
    id: 'wallet-support',
    title: 'Help for your crypto wallet',
    isScam: true,
    message: {
      kind: 'dm',
      from: 'Direct message from "Wallet Support Team"',
      lines: ['Hi! We saw your post about your wallet. We are the help team.', 'To fix it, send us your 12-word recovery phrase. We will check your wallet and fix it in 5 minutes.'],
    },
    choices: choices(
      ['Send the 12 words so they can fix it fast.', 'This is what the scammer wants. With your recovery phrase, anyone can take all the crypto in your wallet.'],
      ['Send only the first 6 words to be safe.', 'Half the words still help a thief. Never share any of them.'],
      ['Do not answer. Block them. Get help only inside the wallet app or on its own website.', 'Right. Nobody real needs your recovery phrase. Real help teams do not message you first.'],
    ),
    best: 'c',
    ifItHappened: [
      'Make a new wallet right away. Move what is left into it.',
      'Never use the old recovery phrase again.',
      'Report it to the FTC at reportfraud.ftc.gov and to the FBI at ic3.gov.',
      'Change the password of the account where you posted.',
    ],
  },
  es: {
    id: 'wallet-support',
    title: 'Ayuda con su billetera de cripto',
    isScam: true,
    message: {
      kind: 'dm',
      from: 'Mensaje directo de "Equipo de Ayuda de Billeteras"',
      lines: ['¡Hola! Vimos lo que dijo de su billetera. Somos el equipo de ayuda.', 'Para arreglarla, mándenos sus 12 palabras de recuperación. La vemos y la arreglamos en 5 minutos.'],
    },
    choices: choices(
      ['Mandar las 12 palabras para que la arreglen rápido.', 'Eso es lo que quiere el estafador. Con esas palabras, cualquiera se lleva todas sus cripto.'],
      ['Mandar solo las primeras 6 palabras por si acaso.', 'La mitad de las palabras igual ayuda a un ladrón. Nunca comparta ninguna.'],
      ['No contestar. Bloquearlos. Buscar ayuda solo en la app de la billetera o en su página.', 'Correcto. Nadie de verdad necesita esas palabras. La ayuda real no le escribe primero.'],
    ),
    best: 'c',
    ifItHappened: [
      'Haga una billetera nueva ya. Pase ahí lo que quede.',
      'No use nunca más las palabras viejas.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov y al FBI en ic3.gov.',
      'Cambie la contraseña de la cuenta donde escribió.',
    ],
  },
};

export const recoveryOffer: Record<Locale, PracticeScenario> = {
  en: {
    id: 'recovery-offer',
    title: 'Get your lost crypto back',
    isScam: true,
    message: {
      kind: 'email',
      from: 'Email from Crypto Recovery Experts',
      subject: 'We can get your money back',
      lines: ['We know you lost crypto to a scam. Our team gets it back for you.', 'Pay a $500 fee in Bitcoin to start. We work fast.'],
    },
    choices: choices(
      ['Pay the $500 fee. It is worth it to get the money back.', 'This is what the scammer wants. Often the same people who took your money come back for more. Nobody can promise to get crypto back for a fee.'],
      ['Delete the email. Report the first scam to the FTC and to the FBI.', 'Right. The FTC and the FBI take reports for free. Real help never asks you to pay first in crypto.'],
      ['Send them your wallet details so they can start.', 'Your wallet details let them take what is left. Keep them to yourself.'],
    ),
    best: 'b',
    ifItHappened: [
      'Stop paying. Do not answer them again.',
      'Report it to the FTC at reportfraud.ftc.gov and to the FBI at ic3.gov.',
      'If you paid with a bank card, call your bank. Use the number on the back of your card.',
      'Change the passwords of your email and your crypto apps.',
    ],
  },
  es: {
    id: 'recovery-offer',
    title: 'Recuperar sus cripto perdidas',
    isScam: true,
    message: {
      kind: 'email',
      from: 'Correo de Expertos en Recuperar Cripto',
      subject: 'Podemos devolverle su dinero',
      lines: ['Sabemos que perdió cripto en una estafa. Nuestro equipo se las recupera.', 'Pague un cargo de $500 en Bitcoin para empezar. Trabajamos rápido.'],
    },
    choices: choices(
      ['Pagar los $500. Vale la pena para recuperar el dinero.', 'Eso es lo que quiere el estafador. A veces vuelven los mismos que le quitaron el dinero. Nadie puede prometer recuperar cripto por un pago.'],
      ['Borrar el correo. Reportar la primera estafa a la FTC y al FBI.', 'Correcto. La FTC y el FBI reciben reportes gratis. La ayuda real nunca le pide pagar antes en cripto.'],
      ['Mandarles los datos de su billetera para que empiecen.', 'Con los datos de su billetera se llevan lo que queda. No se los dé a nadie.'],
    ),
    best: 'b',
    ifItHappened: [
      'No pague más. No les conteste otra vez.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov y al FBI en ic3.gov.',
      'Si pagó con una tarjeta del banco, llame al banco. Use el número de atrás de su tarjeta.',
      'Cambie las contraseñas de su correo y de sus apps de cripto.',
    ],
  },
};
