import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answer as a } from './answer.js';

export const answers6: Record<Locale, QuizAnswerKey> = {
  en: {
    moduleId: 6,
    answers: [
      a('pay-first', 'b', ['Wants like clothes and eating out come after your needs are paid.', 'Right: needs come first so you stay housed, fed and in good standing with the court.', 'A new phone is a want unless your phone is broken.', 'Crypto is risky and should only get money left after needs and savings.']),
      a('higher-score', 'c', ['Your score is about how you pay debts, not how much money you have.', 'Criminal records are not part of credit reports or scores.', 'Right: a higher score shows lenders you pay on time, which can lower your costs.', 'You can have a high score and still have debts you pay on time.']),
      a('build-credit', 'a', ['Right: paying on time is the biggest part of most credit scores.', 'Many new accounts at once can lower your score.', 'Using all your limit makes you look risky, so stay under 30%.', 'Checking your own report does not hurt your score and helps you catch errors.']),
      a('compare-apr', 'd', ['Loan B has the higher APR, so it costs more.', 'A higher APR means more interest, so they do not cost the same.', 'A low monthly payment can hide a high total cost, so compare the APR.', 'Right: with the same amount and time, the lower APR costs less.']),
      a('payday-loan', 'b', ['Payday loans are one of the most costly ways to borrow.', 'Right: the CFPB says a $15 fee per $100 for two weeks equals an APR of almost 400%.', 'Payday loans take money from your next paycheck instead of helping you save.', 'Paying late usually adds more fees.']),
      a('start-saving', 'b', ['Waiting for a big amount means you may never start.', 'Right: small automatic savings add up, like $180 a year from $15 a month.', 'Cash at home can be lost or stolen and is not insured.', 'Meme coins can lose all their value, so they are not savings.']),
      a('fdic-insurance', 'a', ['Right: FDIC insurance protects deposits up to $250,000 per person at each insured bank.', 'FDIC insurance does not cover crypto at all.', 'Unemployment help comes from your state, not from the FDIC.', 'FDIC insurance covers bank failures, not money you send to a scammer.']),
    ],
  },
  es: {
    moduleId: 6,
    answers: [
      a('pay-first', 'b', ['Los gustos, como ropa o comer fuera, van después de lo que necesita.', 'Correcto: primero lo necesario, para tener casa, comida y estar al día con la corte.', 'Un teléfono nuevo es un gusto, a menos que el suyo esté roto.', 'Las cripto son riesgosas y solo deben recibir lo que sobra después de lo necesario y del ahorro.']),
      a('higher-score', 'c', ['Su puntaje es sobre cómo paga sus deudas, no sobre cuánto dinero tiene.', 'Los antecedentes penales no son parte del informe ni del puntaje de crédito.', 'Correcto: un puntaje alto muestra que paga a tiempo, y eso puede bajar sus costos.', 'Puede tener un puntaje alto y todavía tener deudas que paga a tiempo.']),
      a('build-credit', 'a', ['Correcto: pagar a tiempo es la parte más grande de casi todos los puntajes.', 'Abrir muchas cuentas a la vez puede bajar su puntaje.', 'Usar todo su límite lo hace ver riesgoso; quédese debajo del 30%.', 'Revisar su propio informe no baja su puntaje y le ayuda a ver errores.']),
      a('compare-apr', 'd', ['El préstamo B tiene la APR más alta, así que cuesta más.', 'Una APR más alta quiere decir más interés, así que no cuestan lo mismo.', 'Un pago mensual bajo puede esconder un costo total alto; compare la APR.', 'Correcto: con la misma cantidad y el mismo tiempo, la APR más baja cuesta menos.']),
      a('payday-loan', 'b', ['Los préstamos de día de pago son de las formas más caras de pedir prestado.', 'Correcto: la CFPB dice que cobrar $15 por cada $100 en dos semanas es como una APR de casi 400%.', 'Estos préstamos le quitan dinero de su próximo pago en vez de ayudarle a ahorrar.', 'Pagar tarde casi siempre trae más cargos.']),
      a('start-saving', 'b', ['Si espera a tener mucho, tal vez nunca empiece.', 'Correcto: un ahorro pequeño y automático suma, como $180 al año con $15 al mes.', 'El efectivo en casa se puede perder o robar, y no tiene seguro.', 'Una moneda meme puede perder todo su valor, así que no es un ahorro.']),
      a('fdic-insurance', 'a', ['Correcto: el seguro de la FDIC protege depósitos hasta $250,000 por persona en cada banco asegurado.', 'El seguro de la FDIC no cubre cripto.', 'La ayuda por desempleo viene de su estado, no de la FDIC.', 'El seguro de la FDIC cubre la quiebra de un banco, no el dinero que manda a un estafador.']),
    ],
  },
};
