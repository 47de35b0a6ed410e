import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answer as a } from './answer.js';

export const answers4: Record<Locale, QuizAnswerKey> = {
  en: {
    moduleId: 4,
    answers: [
      a('what-drives-price', 'c', ['Most meme coins have no business and no profits behind them.', 'No government backs or promises anything about a meme coin.', 'Right: meme coin prices rise and fall with attention and hype.', 'Meme coins do not earn bank interest.']),
      a('rug-pull', 'a', ['Right: in a rug pull the makers cash out and leave buyers with tokens worth almost nothing.', 'Moving to a new blockchain is not a rug pull.', 'A bank freeze is something else, and rug pulls happen on crypto markets.', 'Rewards for holding a coin are not a rug pull, though they can be used as bait.']),
      a('celebrity-post', 'c', ['Buying after a big jump often means buying from early holders who are about to sell.', 'Borrowing to buy a hyped coin can leave you with debt after the price falls.', 'Right: hype can fade in hours, and late buyers lose the most.', 'Famous people are often paid to promote coins and rarely check them.']),
      a('copycat-token', 'b', ['Scammers copy logos, so a nice logo proves nothing.', 'Right: the contract address is the only thing that tells two tokens with the same name apart.', 'Strangers in chats often push fake tokens.', 'A low price does not tell you if a token is real.']),
      a('buyer-protection', 'd', ['FDIC insurance covers bank deposits, not meme coins.', 'No government program pays you back when a coin loses value.', 'SEC staff said in 2025 that most meme coins are not securities, so those rules usually do not apply.', 'Right: meme coin buyers have few protections, which is why the risk is so high.']),
    ],
  },
  es: {
    moduleId: 4,
    answers: [
      a('what-drives-price', 'c', ['Casi ninguna moneda meme tiene un negocio ni ganancias detrás.', 'Ningún gobierno respalda ni promete nada sobre una moneda meme.', 'Correcto: el precio de una moneda meme sube y baja con la atención y la moda.', 'Las monedas meme no ganan intereses de un banco.']),
      a('rug-pull', 'a', ['Correcto: en una estafa de salida los creadores sacan su dinero y dejan a los compradores con fichas sin valor.', 'Pasarse a otra blockchain no es una estafa de salida.', 'Que un banco congele una cuenta es otra cosa; las estafas de salida pasan en el mercado de cripto.', 'Los premios por guardar una moneda no son una estafa de salida, aunque pueden servir de carnada.']),
      a('celebrity-post', 'c', ['Comprar después de una gran subida suele ser comprarle a quien está por vender.', 'Pedir prestado para una moneda de moda lo puede dejar con deudas cuando el precio baje.', 'Correcto: la moda se puede acabar en horas, y quien compra tarde pierde más.', 'A muchos famosos les pagan por promover monedas, y casi nunca las revisan.']),
      a('copycat-token', 'b', ['Los estafadores copian logos, así que un logo bonito no prueba nada.', 'Correcto: la dirección del contrato es lo único que separa dos fichas con el mismo nombre.', 'Los extraños en chats muchas veces promueven fichas falsas.', 'Un precio bajo no le dice si una ficha es real.']),
      a('buyer-protection', 'd', ['El seguro de la FDIC cubre depósitos en bancos, no monedas meme.', 'Ningún programa del gobierno le paga cuando una moneda pierde valor.', 'En 2025, personal de la SEC dijo que casi todas las monedas meme no son valores, así que esas reglas casi nunca aplican.', 'Correcto: quien compra monedas meme tiene poca protección, y por eso el riesgo es tan alto.']),
    ],
  },
};
