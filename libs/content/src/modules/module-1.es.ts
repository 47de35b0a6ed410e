import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module1Es: LearningModule = {
  ...moduleCatalog.es[0]!,
  topics: moduleTopics.es[1]!,
  content: {
    sections: [
      {
        id: 'what-is-digital-money',
        title: 'Qué es el dinero digital',
        paragraphs: [
          'Hoy casi todo el dinero se mueve como datos, no en efectivo. Su pago puede llegar directo a su cuenta de banco. Eso se llama depósito directo. Usted puede pagar la comida con una tarjeta o con el teléfono.',
          'Hay dos tipos de dinero digital. El primero son dólares de siempre, que están en un banco, en una tarjeta o en una app. El segundo son las criptomonedas, o cripto. Ningún gobierno hace las cripto. Funcionan de otra forma.',
          'Este módulo explica los dos tipos. No tiene que comprar nada para aprender.',
        ],
        bullets: [
          'Una tarjeta de débito saca dinero de su cuenta de banco.',
          'Una tarjeta prepagada tiene dinero cargado, como la tarjeta que le dan al salir.',
          'Una app de pago manda dinero desde su teléfono.',
          'Una cripto es una ficha digital que vive en una blockchain.',
        ],
      },
      {
        id: 'payment-apps',
        title: 'Apps de pago como Cash App, Venmo y Zelle',
        paragraphs: [
          'Con una app de pago usted manda dinero con un número de teléfono o un correo. La app se une a una cuenta de banco o a una tarjeta de débito. El dinero llega en segundos.',
          'Pero hay un riesgo. Una vez que manda el dinero, casi nunca lo puede recuperar. Piense que es como dar dinero en efectivo. Solo mande dinero a personas que conoce y en quienes confía.',
          'El dinero que deja en la app puede no tener la misma protección que en un banco. La CFPB avisa sobre esto. Pase el dinero que quiere ahorrar a un banco o a una cooperativa de crédito asegurada.',
        ],
        sources: cite('es', 'cfpbBank', 'fdic'),
      },
      {
        id: 'what-is-crypto',
        title: 'Qué son las criptomonedas',
        paragraphs: [
          'Una criptomoneda es dinero digital que no maneja ningún banco ni gobierno. La primera fue Bitcoin. Nació en 2009. Hoy hay miles de monedas y fichas.',
          'Las cripto se guardan en una billetera digital. La billetera tiene claves secretas para mover sus monedas. Si pierde las claves, puede perder las monedas.',
          'El precio de una cripto cambia rápido. Una moneda puede perder la mitad de su valor en pocos meses. Así le pasó a Bitcoin en 2022.',
        ],
      },
      {
        id: 'how-blockchain-works',
        title: 'Cómo funciona una blockchain',
        paragraphs: [
          'Una blockchain es un libro de registros que se comparte. Muchas computadoras en el mundo tienen una copia. Cada página nueva se llama bloque. Cada bloque se une al bloque de antes.',
          'Como hay tantas copias, es muy difícil cambiar un registro viejo. Por eso un pago en cripto casi nunca se puede deshacer.',
          'Casi todas las blockchains son públicas. Cualquiera puede ver los pagos. No se ven los nombres, pero muchas veces se puede saber quién pagó.',
        ],
      },
      {
        id: 'crypto-vs-bank',
        title: 'Una cripto no es una cuenta de banco',
        paragraphs: [
          'Una cuenta en un banco o en una cooperativa tiene buenas protecciones. Las cripto no tienen casi ninguna. Conozca la diferencia antes de poner su dinero.',
          'Para el IRS, las cripto son una propiedad. Si las vende por más de lo que pagó, puede deber impuestos.',
        ],
        bullets: [
          'La FDIC asegura el dinero en el banco hasta $250,000. Las cripto no tienen ese seguro.',
          'El banco muchas veces puede corregir un cobro mal hecho. Un pago en cripto casi nunca se puede revertir.',
          'Los dólares en el banco no pierden su valor. El precio de una cripto puede caer rápido.',
          'En el banco hay personas a quienes llamar. Muchas apps de cripto no tienen a nadie.',
        ],
        sources: cite('es', 'fdic', 'irsDigitalAssets'),
      },
      {
        id: 'first-rule-scams',
        title: 'La primera regla: solo los estafadores piden cripto',
        paragraphs: [
          'La FTC lo dice claro. Solo los estafadores piden pagos en cripto. Ninguna corte, sheriff, oficina de libertad condicional ni agencia del gobierno le pedirá pagar con cripto o con tarjetas de regalo.',
          'Este es un tipo de mensaje de estafa real: "Habla el sheriff. Usted faltó a la corte. Pague $500 en Bitcoin hoy o lo vamos a arrestar." Es falso. No conteste. Llame a la corte a un número que usted mismo busque.',
          'Si alguien trata de estafarlo, avise a la FTC en ReportFraud.ftc.gov. Su reporte ayuda a detenerlos.',
        ],
        sources: cite('es', 'ftcCrypto', 'reportFraud'),
      },
    ],
  },
};
