import type { PracticeScenario } from '@reentry/contracts/content-practice';
import type { Locale } from '@reentry/contracts/locale';
import { choices } from './scenario.js';

export const investmentApp: Record<Locale, PracticeScenario> = {
  en: {
    id: 'investment-app',
    title: 'An app with big daily returns',
    isScam: true,
    message: {
      kind: 'web',
      from: 'Web page: CoinGrow Pro',
      subject: 'Earn 5% every day. Guaranteed.',
      lines: ['Put in $200 today and see it grow every day.', 'Invite friends and earn more.', 'To take money out, first pay a 20% release fee.'],
    },
    choices: choices(
      ['Put in $200 and see what happens.', 'This is what the scammer wants. The numbers on the screen are fake. When you try to take money out, they ask for more fees.'],
      ['Leave the page. Nothing real pays 5% every day, for sure.', 'Right. "Guaranteed" big returns are a lie. A fee to take out your own money is a warning sign too.'],
      ['Get your friends to join first.', 'Your friends would lose money too. The app pays early people with money from new people, until it stops.'],
    ),
    best: 'b',
    ifItHappened: [
      'Do not pay any fee to take money out. It will not come back.',
      'If you paid with a bank card or app, call them. Use the number on your card or in the app.',
      'Report it to the FTC at reportfraud.ftc.gov and to the FBI at ic3.gov.',
      'Change the password you used on that site anywhere else you use it.',
    ],
  },
  es: {
    id: 'investment-app',
    title: 'Una app con grandes ganancias diarias',
    isScam: true,
    message: {
      kind: 'web',
      from: 'Página web: CoinGrow Pro',
      subject: 'Gane 5% cada día. Garantizado.',
      lines: ['Ponga $200 hoy y mírelos crecer cada día.', 'Invite a sus amigos y gane más.', 'Para sacar dinero, primero pague un cargo de 20%.'],
    },
    choices: choices(
      ['Poner $200 y ver qué pasa.', 'Eso es lo que quiere el estafador. Los números en la pantalla son falsos. Cuando quiera sacar dinero, le piden más cargos.'],
      ['Salir de la página. Nada real paga 5% cada día seguro.', 'Correcto. Las grandes ganancias "garantizadas" son mentira. Un cargo para sacar su propio dinero también es una alerta.'],
      ['Hacer que sus amigos entren primero.', 'Sus amigos también perderían dinero. La app les paga a los primeros con el dinero de los nuevos, hasta que se para.'],
    ),
    best: 'b',
    ifItHappened: [
      'No pague ningún cargo para sacar dinero. No le va a volver.',
      'Si pagó con una tarjeta o una app, llámelos. Use el número de su tarjeta o de la app.',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov y al FBI en ic3.gov.',
      'Si usa la misma contraseña en otro lado, cámbiela ahí.',
    ],
  },
};

export const memeCoinPump: Record<Locale, PracticeScenario> = {
  en: {
    id: 'meme-coin-pump',
    title: 'A new coin that will "go up 100 times"',
    isScam: true,
    message: {
      kind: 'dm',
      from: 'Group chat "Moon Crew"',
      lines: ['New coin $FROGZ drops at 8 PM! It will go up 100 times by Friday!', 'Buy fast before it is too late. Do not tell anyone outside this group.'],
    },
    choices: choices(
      ['Buy as much as you can at 8 PM.', 'This is what the people behind the coin want. They buy early, push the price up, then sell to you. The price then crashes.'],
      ['Borrow money to buy more.', 'You could lose all of it and still owe the loan. Nobody can know a coin will go up.'],
      ['Do not buy. Leave the chat. A rush and a secret are warning signs.', 'Right. "Buy now, tell no one" is how these plans work. Take your time. No real chance needs a secret.'],
    ),
    best: 'c',
    ifItHappened: [
      'Do not buy more to "win it back".',
      'Report it to the FTC at reportfraud.ftc.gov.',
      'If someone took money for the coin, report it to the FBI at ic3.gov too.',
      'Change the password of the crypto app you used.',
    ],
  },
  es: {
    id: 'meme-coin-pump',
    title: 'Una moneda nueva que "va a subir 100 veces"',
    isScam: true,
    message: {
      kind: 'dm',
      from: 'Chat de grupo "Moon Crew"',
      lines: ['¡La nueva moneda $FROGZ sale a las 8 PM! ¡Va a subir 100 veces antes del viernes!', 'Compre rápido antes de que sea tarde. No le diga a nadie fuera del grupo.'],
    },
    choices: choices(
      ['Comprar todo lo que pueda a las 8 PM.', 'Eso quieren los que hicieron la moneda. Compran antes, suben el precio y luego le venden a usted. Después el precio se cae.'],
      ['Pedir dinero prestado para comprar más.', 'Podría perderlo todo y seguir con la deuda. Nadie sabe si una moneda va a subir.'],
      ['No comprar. Salir del chat. La prisa y el secreto son alertas.', 'Correcto. "Compre ya, no le diga a nadie" es como funcionan estos planes. Tómese su tiempo. Nada real necesita un secreto.'],
    ),
    best: 'c',
    ifItHappened: [
      'No compre más para "recuperarlo".',
      'Reporte la estafa a la FTC en reportfraud.ftc.gov.',
      'Si alguien le cobró por la moneda, repórtelo también al FBI en ic3.gov.',
      'Cambie la contraseña de la app de cripto que usó.',
    ],
  },
};
