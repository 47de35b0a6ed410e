import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module6Es: LearningModule = {
  ...moduleCatalog.es[5]!,
  topics: moduleTopics.es[6]!,
  content: {
    sections: [
      {
        id: 'budgeting',
        title: 'Haga un presupuesto sencillo',
        paragraphs: [
          'Un presupuesto es un plan para su dinero. Muestra lo que entra y lo que sale. Le ayuda a decidir antes de que el dinero se acabe.',
          'Empiece con lo que gana en el mes. Luego anote lo que necesita: casa, comida, transporte, teléfono y pagos a la corte. Pague eso primero. Lo que sobra va al ahorro, a las deudas y a sus gustos.',
          'Un ejemplo. Dana recibe $1,600 al mes. Lo que necesita cuesta $1,350. Ella pone $20 en ahorros y $100 para sus multas. Le quedan $130 para otras cosas.',
        ],
        bullets: [
          'Anote todo lo que gasta durante dos semanas.',
          'Guarde los recibos, o use una libreta o una app.',
          'Revise su presupuesto cada semana y cámbielo si hace falta.',
        ],
        sources: cite('es', 'cfpbYmyg'),
      },
      {
        id: 'bank-accounts',
        title: 'Cuentas de cheques y de ahorros',
        paragraphs: [
          'La cuenta de cheques es para el dinero de todos los días. Le dan una tarjeta de débito para pagar cuentas y compras. La cuenta de ahorros es para el dinero que quiere guardar. Puede pagarle un poco de interés.',
          'Cuidado con los sobregiros. Un sobregiro es gastar más de lo que tiene. Algunos bancos cobran un cargo alto cada vez. Si puede, elija una cuenta sin cargos por sobregiro.',
          'El dinero en un banco con seguro de la FDIC está protegido hasta $250,000. Las cooperativas de crédito tienen la misma protección con la NCUA.',
        ],
        sources: cite('es', 'fdic', 'ncua', 'cfpbBank'),
      },
      {
        id: 'saving',
        title: 'Empiece a ahorrar, aunque sea poco',
        paragraphs: [
          'Los ahorros ayudan cuando algo sale mal, como un arreglo del carro o un turno perdido en el trabajo. Sin ahorros, un problema pequeño se vuelve una deuda.',
          'Empiece con poco. Ahorrar de $10 a $20 al mes es un buen comienzo. Si ahorra $15 al mes, tendrá $180 en un año.',
          'Hágalo fácil. Pida al banco que pase dinero a sus ahorros cada día de pago. El dinero que no ve es más fácil de guardar.',
        ],
      },
      {
        id: 'credit',
        title: 'Cómo funciona el crédito',
        paragraphs: [
          'Su informe de crédito muestra cómo paga sus préstamos y cuentas. Su puntaje de crédito es un número que sale de ese informe. Casi todos los puntajes van de 300 a 850. Si su puntaje es más alto, los que prestan dinero lo ven con menos riesgo.',
          'Con un buen puntaje puede pagar menos interés y rentar más fácil. También puede pagar depósitos más bajos. Algunos patrones revisan el informe, con su permiso.',
          'Si todavía no tiene crédito, lo puede crear. Una tarjeta de crédito asegurada usa su propio depósito como límite. Hay préstamos para crear crédito. Le guardan el dinero mientras usted paga.',
        ],
        bullets: [
          'Pague todas sus cuentas a tiempo. Es lo más importante.',
          'Use solo una parte pequeña de su límite, menos del 30%.',
          'No abra muchas cuentas nuevas a la vez.',
          'Revise sus informes gratis en AnnualCreditReport.com.',
        ],
        sources: cite('es', 'cfpbCredit', 'annualCreditReport'),
      },
      {
        id: 'loans-and-interest',
        title: 'Préstamos e intereses',
        paragraphs: [
          'El interés es lo que paga por pedir dinero prestado. La tasa APR muestra el costo de un préstamo en un año, con casi todos los cargos. Una APR más baja quiere decir un préstamo más barato.',
          'Un ejemplo. Pide $1,000 con una APR del 20% y no paga nada en un año. Debería unos $1,200. Con el 10%, debería unos $1,100.',
          'Los préstamos de día de pago cuestan mucho. La CFPB dice que un préstamo de dos semanas que cobra $15 por cada $100 es como una APR de casi 400%. Con un préstamo sobre el título del carro, puede perder el carro.',
        ],
        bullets: [
          'Compare la APR, no solo el pago de cada mes.',
          'Lea el costo total antes de firmar.',
          'Pregunte en una cooperativa por préstamos pequeños y baratos.',
        ],
        sources: cite('es', 'cfpbHome'),
      },
      {
        id: 'debt-and-fines',
        title: 'Pague sus deudas y multas',
        paragraphs: [
          'Haga una lista de todas sus deudas: a quién le debe, cuánto, el interés y la fecha de pago. Anote también las multas y cargos de la corte.',
          'Pague por lo menos el mínimo de cada deuda. Luego ponga el dinero extra en una sola deuda. Puede escoger la más pequeña para ganar rápido. O la de más interés para ahorrar más.',
          'Para las deudas con la corte, pida un plan de pago. Guarde cada recibo. Un cobrador de deudas debe tratarlo con justicia. No lo puede amenazar ni mentirle. Puede pedirle que pruebe la deuda.',
          'Cuidado con las empresas que le cobran por borrar sus deudas. Muchas de esas ofertas son estafas.',
        ],
        sources: cite('es', 'cfpbDebtCollection', 'lawHelp'),
      },
      {
        id: 'protect-your-money',
        title: 'Proteja su dinero',
        paragraphs: [
          'Revise su cuenta cada semana. Busque cobros que no conoce. Si ve uno, llame a su banco ya. Si avisa pronto, está más protegido.',
          'Nunca dé su PIN, su clave ni sus códigos. Su banco no se los pedirá por teléfono ni por mensaje.',
          'Si una oferta parece demasiado buena, seguro es falsa. Reporte las estafas en ReportFraud.ftc.gov.',
        ],
        sources: cite('es', 'reportFraud', 'ftcPhishing'),
      },
    ],
  },
};
