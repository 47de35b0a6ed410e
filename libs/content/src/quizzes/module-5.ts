import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { question as q } from './question.js';

export const quiz5: Record<Locale, Quiz> = {
  en: {
    moduleId: 5,
    questions: [
      q('ssa-card-cost', 'A website offers to get you a new Social Security card for $60. What should you know?', ['It is a fair price for fast service', 'A new card from Social Security is free, so you do not need to pay anyone', 'You must pay $60 the first time only', 'Only a lawyer can get you a new card']),
      q('release-card-first-step', 'You leave with your money on a release card. What is a smart first step?', ['Take it all out at the nearest ATM', 'Check your balance at an ATM every day', 'Leave the money on the card for months', 'Read the fee list and use the free ways to get your money']),
      q('bank-says-no', 'A bank says no because of an old unpaid overdraft on your ChexSystems report. What can you do?', ['Get your free ChexSystems report, dispute errors, and ask about a second-chance account', 'Give up on banks and use check cashing stores', 'Open an account with a fake name', 'Wait 20 years before trying again']),
      q('cannot-pay-fines', 'You cannot pay your court fines this month. What is the best move?', ['Ignore the court until you have all the money', 'Pay with a payday loan', 'Contact the court clerk and ask about a payment plan or other options', 'Send crypto to the person who texted you about it']),
      q('free-credit-reports', 'Where do you get your official free credit reports?', ['Any website that shows you a free score', 'AnnualCreditReport.com', 'The court clerk\'s office', 'A text message link from a credit bureau']),
    ],
  },
  es: {
    moduleId: 5,
    questions: [
      q('ssa-card-cost', 'Una página web le ofrece sacar una tarjeta nueva de Seguro Social por $60. ¿Qué debe saber?', ['Es un precio justo por un servicio rápido', 'La tarjeta nueva del Seguro Social es gratis, así que no tiene que pagarle a nadie', 'Solo paga los $60 la primera vez', 'Solo un abogado le puede sacar una tarjeta nueva']),
      q('release-card-first-step', 'Sale con su dinero en una tarjeta de salida. ¿Qué es lo primero y más sensato?', ['Sacarlo todo en el cajero más cercano', 'Ver su saldo en un cajero todos los días', 'Dejar el dinero en la tarjeta por meses', 'Leer la lista de cargos y usar las formas gratis de sacar su dinero']),
      q('bank-says-no', 'Un banco le dice que no por un sobregiro viejo sin pagar en su informe de ChexSystems. ¿Qué puede hacer?', ['Pedir su informe gratis de ChexSystems, disputar errores y preguntar por una cuenta de segunda oportunidad', 'Olvidarse de los bancos y usar tiendas que cambian cheques', 'Abrir una cuenta con un nombre falso', 'Esperar 20 años para volver a intentar']),
      q('cannot-pay-fines', 'Este mes no puede pagar sus multas de la corte. ¿Qué es lo mejor?', ['No hacerle caso a la corte hasta tener todo el dinero', 'Pagar con un préstamo de día de pago', 'Hablar con el secretario de la corte y preguntar por un plan de pago u otras opciones', 'Mandar cripto a quien le escribió sobre eso']),
      q('free-credit-reports', '¿Dónde saca sus informes de crédito oficiales y gratis?', ['En cualquier página que le muestre un puntaje gratis', 'En AnnualCreditReport.com', 'En la oficina del secretario de la corte', 'En un enlace que le llega por mensaje de una agencia de crédito']),
    ],
  },
};
