import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answer as a } from './answer.js';

export const answers1: Record<Locale, QuizAnswerKey> = {
  en: {
    moduleId: 1,
    answers: [
      a('what-is-blockchain', 'b', ['A blockchain is not a bank, and no one there keeps your crypto safe for you.', 'Right: a blockchain is a shared record book that many computers keep a copy of.', 'A prepaid card holds dollars, while a blockchain is a record of payments.', 'No government runs a blockchain; many computers around the world keep it.']),
      a('crypto-insured', 'd', ['The $250,000 FDIC limit covers bank deposits, not crypto.', 'Buying crypto in an app does not make it FDIC insured.', 'No crypto is FDIC insured, Bitcoin included.', 'Right: FDIC insurance covers bank deposits, and crypto is not a deposit.']),
      a('wrong-address', 'a', ['Right: crypto payments usually cannot be reversed, so check the address before you send.', 'A bank cannot reverse a payment made on a blockchain.', 'The network does not know it was a mistake and will not send it back.', 'There is no cancel window for a crypto payment once it is sent.']),
      a('sheriff-text', 'c', ['Courts send notices by mail and never demand crypto.', 'No court or government office takes fines in Bitcoin.', 'Right: only scammers demand payment in crypto, so do not reply and call the court yourself.', 'Paying would send your money to a scammer and would not keep you safe.']),
      a('app-money', 'b', ['Money in an app balance may not be protected like money in an insured bank.', 'Right: insured bank and credit union accounts protect your savings.', 'Money requests from strangers are a common way scammers get paid.', 'Your sign-in code is only for you, and sharing it lets others into your account.']),
    ],
  },
  es: {
    moduleId: 1,
    answers: [
      a('what-is-blockchain', 'b', ['Una blockchain no es un banco, y nadie ahí cuida sus cripto por usted.', 'Correcto: una blockchain es un libro de registros del que muchas computadoras tienen copia.', 'Una tarjeta prepagada tiene dólares; una blockchain es un registro de pagos.', 'Ningún gobierno maneja una blockchain; la llevan muchas computadoras del mundo.']),
      a('crypto-insured', 'd', ['El límite de $250,000 de la FDIC cubre depósitos en bancos, no cripto.', 'Comprar cripto en una app no le da el seguro de la FDIC.', 'Ninguna cripto tiene el seguro de la FDIC, ni siquiera Bitcoin.', 'Correcto: el seguro de la FDIC cubre depósitos en bancos, y las cripto no son depósitos.']),
      a('wrong-address', 'a', ['Correcto: un pago en cripto casi nunca se puede revertir, así que revise la dirección antes de mandar.', 'Un banco no puede revertir un pago hecho en una blockchain.', 'La red no sabe que fue un error y no lo va a regresar.', 'No hay plazo para cancelar un pago en cripto ya enviado.']),
      a('sheriff-text', 'c', ['Las cortes mandan avisos por correo y nunca piden cripto.', 'Ninguna corte ni oficina del gobierno cobra multas en Bitcoin.', 'Correcto: solo los estafadores piden pagos en cripto; no conteste y llame usted a la corte.', 'Si paga, el dinero le llega a un estafador y no lo protege de nada.']),
      a('app-money', 'b', ['El dinero en la app puede no estar protegido como en un banco con seguro.', 'Correcto: las cuentas en bancos y cooperativas con seguro protegen sus ahorros.', 'Los pedidos de dinero de extraños son una forma común de estafa.', 'Su código es solo para usted; si lo comparte, otros pueden entrar a su cuenta.']),
    ],
  },
};
