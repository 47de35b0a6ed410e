import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { question as q } from './question.js';

export const quiz6: Record<Locale, Quiz> = {
  en: {
    moduleId: 6,
    questions: [
      q('pay-first', 'When you make a budget, what should you pay first?', ['New clothes and eating out', 'Needs like housing, food, transport and court payments', 'A new phone', 'Crypto']),
      q('higher-score', 'Most credit scores run from 300 to 850. What does a higher score usually mean?', ['You have more money in the bank', 'You have a criminal record', 'Lenders see you as less risky, so you may pay less interest', 'You have paid off all your debts']),
      q('build-credit', 'Which habit helps your credit score the most?', ['Paying every bill on time', 'Opening many cards at once', 'Using all of your credit limit', 'Never checking your credit report']),
      q('compare-apr', 'Two loans are for the same amount and time. Loan A has a 15% APR and loan B has a 30% APR. Which costs less?', ['Loan B', 'They cost the same', 'It depends only on the monthly payment', 'Loan A']),
      q('payday-loan', 'What is true about payday loans?', ['They are a cheap way to borrow', 'They can cost as much as an APR of almost 400%', 'They help build savings', 'They are free if you pay late']),
      q('start-saving', 'You can only save a little. What is a good way to start?', ['Wait until you can save $500 at once', 'Save $10 to $20 a month, set up to move on its own', 'Keep savings in cash under your bed', 'Put your savings into a meme coin']),
      q('fdic-insurance', 'What does FDIC insurance do?', ['It protects your deposits up to $250,000 if an insured bank fails', 'It protects crypto from price drops', 'It pays your bills if you lose your job', 'It covers money lost to scams']),
    ],
  },
  es: {
    moduleId: 6,
    questions: [
      q('pay-first', 'Cuando hace un presupuesto, ¿qué debe pagar primero?', ['Ropa nueva y comer fuera', 'Lo que necesita, como casa, comida, transporte y pagos a la corte', 'Un teléfono nuevo', 'Cripto']),
      q('higher-score', 'Casi todos los puntajes de crédito van de 300 a 850. ¿Qué quiere decir un puntaje más alto?', ['Que tiene más dinero en el banco', 'Que tiene antecedentes penales', 'Que los que prestan lo ven con menos riesgo, y puede pagar menos interés', 'Que ya pagó todas sus deudas']),
      q('build-credit', '¿Qué hábito ayuda más a su puntaje de crédito?', ['Pagar todas sus cuentas a tiempo', 'Abrir muchas tarjetas a la vez', 'Usar todo su límite de crédito', 'Nunca revisar su informe de crédito']),
      q('compare-apr', 'Dos préstamos son por la misma cantidad y el mismo tiempo. El A tiene una APR del 15% y el B del 30%. ¿Cuál cuesta menos?', ['El préstamo B', 'Cuestan lo mismo', 'Depende solo del pago de cada mes', 'El préstamo A']),
      q('payday-loan', '¿Qué es cierto sobre los préstamos de día de pago?', ['Son una forma barata de pedir prestado', 'Pueden costar como una APR de casi 400%', 'Ayudan a ahorrar', 'Son gratis si paga tarde']),
      q('start-saving', 'Solo puede ahorrar un poco. ¿Cómo empieza bien?', ['Espera hasta poder ahorrar $500 de una vez', 'Ahorra de $10 a $20 al mes, y hace que se pase solo', 'Guarda el ahorro en efectivo bajo la cama', 'Pone sus ahorros en una moneda meme']),
      q('fdic-insurance', '¿Para qué sirve el seguro de la FDIC?', ['Protege sus depósitos hasta $250,000 si un banco asegurado quiebra', 'Protege las cripto cuando baja el precio', 'Paga sus cuentas si pierde el trabajo', 'Cubre el dinero perdido en estafas']),
    ],
  },
};
