import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { question as q } from './question.js';

export const quiz1: Record<Locale, Quiz> = {
  en: {
    moduleId: 1,
    questions: [
      q('what-is-blockchain', 'What is a blockchain?', ['A bank that keeps your crypto safe', 'A shared record of payments that many computers keep', 'A kind of prepaid debit card', 'A government website for crypto']),
      q('crypto-insured', 'Your bank account is FDIC insured. Is crypto you buy insured the same way?', ['Yes, up to $250,000', 'Yes, if you bought it in a phone app', 'Only Bitcoin is insured', 'No, crypto is not FDIC insured']),
      q('wrong-address', 'You send crypto to the wrong address by mistake. What usually happens?', ['The payment usually cannot be undone', 'Your bank reverses it in 3 days', 'The network sends it back on its own', 'You can cancel it within 24 hours']),
      q('sheriff-text', 'A text says it is from the sheriff. It says to pay a fine in Bitcoin today or be arrested. What is it?', ['A real court notice', 'A normal way to pay fines now', 'A scam', 'A warning you must pay to stay safe']),
      q('app-money', 'You get paid through a payment app. What is a safe habit?', ['Keep all your savings in the app for years', 'Move money you want to save into an insured bank or credit union account', 'Accept money requests from people you do not know', 'Share your sign-in code with a friend in case you forget it']),
    ],
  },
  es: {
    moduleId: 1,
    questions: [
      q('what-is-blockchain', '¿Qué es una blockchain?', ['Un banco que cuida sus cripto', 'Un registro de pagos que comparten muchas computadoras', 'Un tipo de tarjeta de débito prepagada', 'Una página del gobierno para cripto']),
      q('crypto-insured', 'Su cuenta de banco tiene el seguro de la FDIC. ¿Las cripto que compra tienen el mismo seguro?', ['Sí, hasta $250,000', 'Sí, si las compró en una app del teléfono', 'Solo Bitcoin tiene seguro', 'No, las cripto no tienen el seguro de la FDIC']),
      q('wrong-address', 'Por error, manda cripto a una dirección equivocada. ¿Qué pasa casi siempre?', ['Casi nunca se puede deshacer el pago', 'Su banco lo devuelve en 3 días', 'La red lo regresa sola', 'Lo puede cancelar dentro de 24 horas']),
      q('sheriff-text', 'Un mensaje dice que es del sheriff. Le pide pagar una multa en Bitcoin hoy o lo arrestan. ¿Qué es?', ['Un aviso real de la corte', 'Una forma normal de pagar multas hoy', 'Una estafa', 'Un aviso que debe pagar para estar a salvo']),
      q('app-money', 'Le pagan por una app de pago. ¿Qué es un hábito seguro?', ['Dejar todos sus ahorros en la app por años', 'Pasar el dinero que quiere ahorrar a un banco o cooperativa con seguro', 'Aceptar pedidos de dinero de personas que no conoce', 'Dar su código de entrada a un amigo por si lo olvida']),
    ],
  },
};
