import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { question as q } from './question.js';

export const quiz4: Record<Locale, Quiz> = {
  en: {
    moduleId: 4,
    questions: [
      q('what-drives-price', 'What mostly drives the price of a meme coin?', ['The profits of a real business', 'A promise from the government', 'Attention, hype and online trends', 'Interest paid by a bank']),
      q('rug-pull', 'What is a rug pull?', ['When the makers of a coin suddenly sell their share or pull out the money, and the price crashes', 'When a coin moves to a new blockchain', 'When a bank freezes your account', 'When a coin pays you a reward for holding it']),
      q('celebrity-post', 'A famous person posts about a new meme coin and its price jumps 300% in a day. What is wise?', ['Buy fast before it goes higher', 'Borrow money to buy more', 'Be careful, because prices that jump on hype often fall just as fast', 'Trust it, because famous people check coins first']),
      q('copycat-token', 'How can you avoid buying a fake copy of a token?', ['Pick the token with the nicest logo', 'Check the contract address from the project\'s official website', 'Buy the one a stranger recommends in a chat', 'Pick the token with the lowest price']),
      q('buyer-protection', 'Which is true about protections for meme coin buyers?', ['Meme coins are FDIC insured up to $250,000', 'The government pays you back if the price drops', 'Stock market rules always protect meme coin buyers', 'Meme coins are not FDIC insured, and securities laws usually do not cover them']),
    ],
  },
  es: {
    moduleId: 4,
    questions: [
      q('what-drives-price', '¿Qué mueve más el precio de una moneda meme?', ['Las ganancias de un negocio real', 'Una promesa del gobierno', 'La atención, la moda y lo que se dice en internet', 'El interés que paga un banco']),
      q('rug-pull', '¿Qué es una estafa de salida?', ['Cuando los creadores de una moneda venden todo o sacan el dinero de golpe, y el precio se desploma', 'Cuando una moneda se pasa a otra blockchain', 'Cuando un banco congela su cuenta', 'Cuando una moneda le paga un premio por guardarla']),
      q('celebrity-post', 'Una persona famosa habla de una moneda meme nueva y el precio sube 300% en un día. ¿Qué es lo más sensato?', ['Comprar rápido antes de que suba más', 'Pedir prestado para comprar más', 'Tener cuidado, porque lo que sube por moda muchas veces cae igual de rápido', 'Confiar, porque los famosos revisan las monedas antes']),
      q('copycat-token', '¿Cómo evita comprar una copia falsa de una ficha?', ['Elige la ficha con el logo más bonito', 'Revisa la dirección del contrato en la página oficial del proyecto', 'Compra la que le recomienda un extraño en un chat', 'Elige la ficha con el precio más bajo']),
      q('buyer-protection', '¿Qué es cierto sobre la protección de quien compra monedas meme?', ['Las monedas meme tienen el seguro de la FDIC hasta $250,000', 'El gobierno le devuelve el dinero si el precio baja', 'Las reglas de la bolsa siempre protegen a quien compra monedas meme', 'Las monedas meme no tienen el seguro de la FDIC, y casi nunca las cubren las leyes de valores']),
    ],
  },
};
