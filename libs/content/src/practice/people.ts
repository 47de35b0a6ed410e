import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const romanceCrypto: Record<Locale, PracticeScenario> = {
  en: {
    id: 'romance-crypto',
    title: 'A new friend who knows crypto',
    isScam: true,
    message: {
      kind: 'dm',
      from: 'Direct message from Jay, who you met online 3 weeks ago',
      lines: ['Good morning, my love. I made $4,000 this week on a crypto site my uncle uses.', 'I want us to have a future. Let me show you. Start with $500 and I will help you.'],
    },
    choices: choices(
      ['Put in $500. Jay cares about you.', 'This is what the scammer wants. The site shows fake gains, so you put in more. Then the money and Jay are gone.'],
      ['Stop. Do not send money. Talk to someone you trust about Jay.', 'Right. Someone you only know online who brings up money or crypto is a big warning sign. A person who cares about you will not push you to invest.'],
      ['Ask Jay for a video call first, then invest.', 'A video call can be faked, and it does not make the site real. Do not send money to an online love.'],
      ['Send a little first to test it.', 'A small win on the screen is bait. It is how they get you to send more.'],
    ),
    best: 'b',
    ifItHappened: [
      'Stop sending money. Stop talking to Jay.',
      'If you paid with a bank card or app, call them. Use the number on your card or in the app.',
      'Report it to the FTC at reportfraud.ftc.gov and to the FBI at ic3.gov.',
      'Change the passwords of the accounts you talked about.',
    ],
  },
  es: {
    id: 'romance-crypto',
    title: 'Un nuevo amor que sabe de cripto',
    isScam: true,
    message: {
      kind: 'dm',
      from: 'Mensaje directo de Jay, a quien conoció en internet hace 3 semanas',
      lines: ['Buenos días, mi amor. Gané $4,000 esta semana en una página de cripto que usa mi tío.', 'Quiero un futuro juntos. Déjame mostrarte. Empieza con $500 y yo te ayudo.'],
    },
    choices: choices(
      ['Poner $500. Jay lo quiere.', 'Eso es lo que quiere el estafador. La página muestra ganancias falsas para que ponga más. Luego el dinero y Jay desaparecen.'],
      ['Parar. No mandar dinero. Hablar de Jay con alguien de confianza.', 'Correcto. Si alguien que solo conoce por internet habla de dinero o cripto, es una gran alerta. Alguien que lo quiere no lo presiona a invertir.'],
      ['Pedirle a Jay una videollamada y luego invertir.', 'Una videollamada se puede falsificar, y no hace real la página. No le mande dinero a un amor de internet.'],
      ['Mandar un poco primero para probar.', 'Una ganancia chica en la pantalla es una trampa. Así logran que mande más.'],
    ),
    best: 'b',
    ifItHappened: [
      'No mande más dinero. Deje de hablar con Jay.',
      'Si pagó con una tarjeta o una app, llámelos. Use el número de su tarjeta o de la app.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov y al FBI en ic3.gov.',
      'Cambie las contraseñas de las cuentas de las que hablaron.',
    ],
  },
};

export const jobCheck: Record<Locale, PracticeScenario> = {
  en: {
    id: 'job-check',
    title: 'A job that sends you a check',
    isScam: true,
    message: {
      kind: 'email',
      from: 'Email from Hiring Team, Bright Path Staffing',
      subject: 'You are hired! Work from home',
      lines: ['We sent you a check for $2,800. Put it in your bank.', 'Then send $2,300 to our office supply company for your laptop. Keep the rest as your first pay.'],
    },
    choices: choices(
      ['Put the check in the bank and send the $2,300.', 'This is what the scammer wants. The check is fake. It bounces days later, and the bank takes the money from you.'],
      ['Wait until the bank says the money is there, then send it.', 'Money can show in your account before the bank finds the check is fake. You would still owe it.'],
      ['Do not put in the check. Do not send money. Look up the company yourself.', 'Right. A real job does not send you a check to buy things from their company. Find their real number yourself and call.'],
    ),
    best: 'c',
    ifItHappened: [
      'Call your bank now. Use the number on the back of your card. Tell them the check was fake.',
      'If you sent money with an app, tell the app through its Help page.',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'If you gave them your Social Security number, go to IdentityTheft.gov.',
    ],
  },
  es: {
    id: 'job-check',
    title: 'Un trabajo que le manda un cheque',
    isScam: true,
    message: {
      kind: 'email',
      from: 'Correo del Equipo de Empleo, Bright Path Staffing',
      subject: '¡Lo contratamos! Trabajo desde casa',
      lines: ['Le mandamos un cheque de $2,800. Póngalo en su banco.', 'Después mande $2,300 a nuestra tienda de oficina para su computadora. Lo demás es su primer pago.'],
    },
    choices: choices(
      ['Poner el cheque en el banco y mandar los $2,300.', 'Eso es lo que quiere el estafador. El cheque es falso. Días después rebota y el banco le cobra a usted.'],
      ['Esperar a que el banco muestre el dinero y luego mandarlo.', 'El dinero puede aparecer antes de que el banco vea que el cheque es falso. Usted igual lo debería.'],
      ['No poner el cheque. No mandar dinero. Buscar la empresa por su cuenta.', 'Correcto. Un trabajo real no le manda un cheque para comprarle cosas a su tienda. Busque usted su número real y llame.'],
    ),
    best: 'c',
    ifItHappened: [
      'Llame a su banco ya. Use el número de atrás de su tarjeta. Diga que el cheque era falso.',
      'Si mandó dinero con una app, avise a la app en su página de Ayuda.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Si les dio su número de Seguro Social, vaya a IdentityTheft.gov.',
    ],
  },
};
