import type { Resources } from '@reentry/contracts/content-pages';
import { cite } from '../sources.js';

/** Pestaña de finanzas: la guía de diez secciones y las tarjetas de consejos. */
export const financeEs: Resources['finance'] = {
  guide: {
    id: 'financial-literacy-basics',
    title: 'Conceptos básicos de finanzas',
    intro: 'Una guía corta para manejar su dinero después de salir. Léala en orden, o vaya a lo que necesita hoy.',
    sections: [
      { id: 'why-it-matters', title: '1. Por qué importa saber de dinero', paragraphs: ['Saber de dinero le ayuda a no perder su casa, a no pagar cargos altos y a no endeudarse. También le ayuda a lograr sus metas, paso a paso.', 'Los bancos y los pagos han cambiado mucho. Si estuvo fuera por años, es normal sentirse atrasado. Todos empiezan en algún punto.'] },
      { id: 'budget', title: '2. Haga un presupuesto', paragraphs: ['Un presupuesto es un plan para su dinero. Anote lo que entra cada mes y lo que sale.', 'Pague primero lo que necesita: casa, comida, transporte, teléfono y pagos a la corte. Luego el ahorro. Luego los gustos.'], sources: cite('es', 'cfpbYmyg') },
      { id: 'bank-account', title: '3. Abra una cuenta de banco', paragraphs: ['Una cuenta en un banco o en una cooperativa es más segura y barata que el efectivo o las tiendas que cambian cheques. Busque una sin cargo al mes y sin cargos por sobregiro.', 'Si un banco le dice que no, pregunte por una cuenta de segunda oportunidad.'], bullets: ['Lleve una identificación con foto y su número de Seguro Social.', 'Revise que el banco tenga el seguro de la FDIC, o la cooperativa el de la NCUA.'], sources: cite('es', 'bankOn', 'cfpbBank') },
      { id: 'saving', title: '4. Ahorre un poco cada mes', paragraphs: ['Empiece con $10 a $20 al mes. Haga que el dinero pase solo a sus ahorros el día de pago.', 'Su primera meta es un pequeño colchón para sorpresas, como un pase del bus o una visita al médico.'] },
      { id: 'credit-reports', title: '5. Conozca su informe y su puntaje', paragraphs: ['Su informe de crédito muestra cómo paga lo que debe. Su puntaje sale del informe. Casi todos van de 300 a 850.', 'Vea sus informes gratis cada semana en AnnualCreditReport.com. Es la única página oficial que es gratis.'], sources: cite('es', 'annualCreditReport', 'cfpbCredit') },
      { id: 'build-credit', title: '6. Cree su crédito', paragraphs: ['Pague todo a tiempo. Use solo un poco de su límite.', 'Para empezar, sirve una tarjeta con depósito. O un préstamo que le ayuda a crear crédito. Pregunte en su banco o en una cooperativa.'] },
      { id: 'loans', title: '7. Entienda los préstamos y el interés', paragraphs: ['El interés es el precio de pedir prestado. Compare los préstamos por su APR. Una APR más baja cuesta menos.', 'Aléjese de los préstamos de día de pago y sobre el título del carro. Pueden costar casi 400% al año.'], sources: cite('es', 'cfpbHome') },
      { id: 'debt-and-fines', title: '8. Pague deudas y multas', paragraphs: ['Anote todas sus deudas, también las multas y cargos de la corte. Pague el mínimo de todas, y luego ponga lo extra en una.', 'Pida a la corte un plan de pago. Guarde cada recibo. La ayuda legal gratis lo puede apoyar.'], sources: cite('es', 'lawHelp', 'cfpbDebtCollection') },
      { id: 'avoid-scams', title: '9. Evite las estafas', paragraphs: ['Solo los estafadores piden pagos en cripto, tarjetas de regalo o giros. Ninguna agencia real lo amenaza para que pague ya.', 'Reporte las estafas en ReportFraud.ftc.gov. Si alguien usa su nombre, vaya a IdentityTheft.gov.'], sources: cite('es', 'ftcCrypto', 'reportFraud', 'identityTheft') },
      { id: 'free-help', title: '10. Dónde hay ayuda gratis', paragraphs: ['No tiene que hacer todo solo. Estos grupos le dan ayuda gratis. Son de fiar.'], bullets: ['Llame al 211 para ayuda local con comida, casa y cuentas.', 'La CFPB tiene guías gratis. También recibe quejas sobre bancos y tarjetas.', 'El IRS le puede ayudar gratis con sus impuestos, si califica.'], sources: cite('es', 'twoOneOne', 'cfpbHome', 'irsFreeHelp') },
    ],
  },
  tips: [
    { id: 'needs-first', title: 'Primero lo necesario', body: ['Pague la casa, la comida, el transporte y la corte antes que todo.'] },
    { id: 'save-small', title: 'Ahorre poco, pero seguido', body: ['De $10 a $20 al mes suman. Haga que pase solo el día de pago.'] },
    { id: 'read-fees', title: 'Lea la lista de cargos', body: ['Las tarjetas de salida y las prepagadas deben mostrar sus cargos. Use las opciones gratis.'] },
    { id: 'weekly-check', title: 'Revise su cuenta cada semana', body: ['Busque cobros que no conoce y llame rápido a su banco.'] },
    { id: 'no-crypto-demands', title: '¿Le piden cripto? Es estafa', body: ['Ninguna corte, sheriff ni agencia le pide pagar con cripto o tarjetas de regalo.'] },
    { id: 'free-reports', title: 'Sus informes son gratis', body: ['Vea sus informes de crédito cada semana en AnnualCreditReport.com.'] },
  ],
};
