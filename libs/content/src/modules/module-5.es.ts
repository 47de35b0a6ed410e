import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module5Es: LearningModule = {
  ...moduleCatalog.es[4]!,
  topics: moduleTopics.es[5]!,
  content: {
    sections: [
      {
        id: 'first-weeks-plan',
        title: 'Sus primeras semanas: un plan sencillo',
        paragraphs: [
          'Las primeras semanas después de salir son de mucho trabajo. Todo parece urgente a la vez. Seguir un orden ayuda. Cada paso hace más fácil el que sigue.',
          'Guarde todos sus papeles en una carpeta. Eso incluye los papeles de salida, sus documentos y las cartas de la corte y del banco. Sáqueles fotos por si acaso.',
          'No tiene que hacerlo solo. Le puede ayudar su trabajador social, su oficial de libertad condicional o un programa de reingreso. También puede llamar al 211. Allí le dicen dónde hay ayuda con comida, casa y cuentas.',
        ],
        bullets: [
          'Paso 1: Saque sus documentos de identidad.',
          'Paso 2: Saque el dinero de su tarjeta de salida sin pagar cargos.',
          'Paso 3: Abra una cuenta en un banco o en una cooperativa de crédito.',
          'Paso 4: Averigüe cuánto le debe a la corte y haga un plan.',
          'Paso 5: Revise sus informes de crédito.',
        ],
        sources: cite('es', 'twoOneOne'),
      },
      {
        id: 'id-documents',
        title: 'Saque sus documentos de identidad',
        paragraphs: [
          'Necesita identificación para trabajar, rentar una casa, abrir una cuenta y recibir ayudas. Casi todos necesitan tres papeles. Son la tarjeta de Seguro Social, el acta de nacimiento y una identificación del estado con foto.',
          'Una tarjeta nueva de Seguro Social es gratis. Nunca le pague a una página web por ella. Puede pedir hasta 3 tarjetas nuevas al año y 10 en toda su vida. Muchas prisiones trabajan con el Seguro Social para que la pida antes de salir. Pregunte a su trabajador social.',
          'Pida el acta de nacimiento a la oficina de registro civil del estado donde nació. Suele costar de $10 a $25. Los CDC tienen la lista de las oficinas de cada estado.',
          'Lleve esos papeles a la oficina de vehículos de su estado para sacar la identificación. Algunos estados la dan gratis o barata a quien acaba de salir. Pregunte cuando vaya.',
        ],
        sources: cite('es', 'ssaCard', 'cdcVitalRecords', 'usaDmv'),
      },
      {
        id: 'release-card',
        title: 'Saque el dinero de su tarjeta de salida sin pagar cargos',
        paragraphs: [
          'Muchas cárceles y prisiones le dan su dinero en una tarjeta de débito prepagada al salir. Es la tarjeta de salida. Algunas cobran cargos que se comen su dinero.',
          'Las reglas federales dicen que una tarjeta prepagada debe traer una lista corta de sus cargos. Léala primero. Busque las formas gratis de usar la tarjeta. También puede preguntar si le pueden dar un cheque.',
          'Un ejemplo. Marcos salió con $340 en una tarjeta de salida. La tarjeta cobraba $2.50 cada vez que usaba un cajero. Él pagó su comida con la tarjeta y pidió $40 en efectivo en la caja. Luego usó la transferencia gratis de la tarjeta para pasar el resto a su nueva cuenta.',
        ],
        bullets: [
          'Pague sus compras en la tienda con la tarjeta. Casi siempre es gratis.',
          'Pida efectivo en la caja cuando compra algo.',
          'Vea su saldo en línea o en la app, no en un cajero.',
          'Pase el dinero a su propia cuenta lo antes posible.',
          'Si un cargo parece injusto, presente una queja a la CFPB.',
        ],
        sources: cite('es', 'cfpbPrepaid', 'cfpbComplaint'),
      },
      {
        id: 'open-bank-account',
        title: 'Abra una cuenta en un banco o cooperativa',
        paragraphs: [
          'En una cuenta, su dinero está más seguro que en efectivo. Su pago puede llegar directo. No paga por cambiar cheques. Y empieza a tener historia con un banco.',
          'Lleve una identificación con foto y su número de Seguro Social. También necesita una dirección. Pregunte si sirve la de un albergue o de una casa de transición.',
          'Busque una cuenta sin cargo mensual y sin cargos por sobregiro. Las cuentas con sello Bank On cumplen esas reglas. Las cooperativas de crédito también suelen tener cuentas baratas.',
          'Revise que el banco tenga el seguro de la FDIC, o que la cooperativa tenga el de la NCUA. Así su dinero está protegido hasta $250,000 si el banco quiebra.',
        ],
        sources: cite('es', 'bankOn', 'fdicBankFind', 'ncua', 'cfpbBank'),
      },
      {
        id: 'second-chance-accounts',
        title: 'Si el banco dice que no: cuentas de segunda oportunidad',
        paragraphs: [
          'Los bancos suelen revisar un informe de ChexSystems. Ahí salen problemas viejos con bancos, como un sobregiro sin pagar. Un mal informe puede hacer que el banco diga que no.',
          'Usted tiene derecho a ver su informe de ChexSystems gratis. Si algo está mal, dispútelo. Si le debe a un banco, pagar esa deuda puede ayudar.',
          'Pregunte por una cuenta de segunda oportunidad. Son cuentas para quien fue rechazado antes. Algunas cobran un cargo al mes, así que compare. Después de un año de buen uso, pida pasar a una cuenta normal.',
        ],
        sources: cite('es', 'chexSystems', 'cfpbBank'),
      },
      {
        id: 'court-and-legal-debt',
        title: 'Deudas con la corte',
        paragraphs: [
          'Muchas personas vuelven a casa con deudas con la corte. Pueden ser multas, cargos, restitución a la víctima y manutención de hijos. Si no les hace caso, puede tener más cargos, perder la licencia o, en algunos lugares, tener una orden de arresto.',
          'Primero, averigüe cuánto debe. Pida una lista por escrito al secretario de la corte o a su oficial de libertad condicional. Luego pregunte qué ayuda hay. Muchas cortes dan planes de pago. Algunas pueden bajar los cargos o dejarle hacer servicio comunitario.',
          'Si debe manutención de hijos, llame a la agencia de manutención de su estado. Puede pedir que revisen la cantidad. Los grupos de ayuda legal gratis lo pueden ayudar con deudas de la corte.',
          'Las cortes nunca piden pagos en cripto ni con tarjetas de regalo. Si alguien se los pide, es una estafa.',
        ],
        sources: cite('es', 'childSupport', 'lawHelp', 'finesFees'),
      },
      {
        id: 'check-credit-reports',
        title: 'Revise sus informes de crédito',
        paragraphs: [
          'Su informe de crédito muestra sus préstamos y sus cuentas. Hay tres agencias grandes: Equifax, Experian y TransUnion. Puede ver gratis los informes de las tres cada semana en AnnualCreditReport.com. Es la única página oficial gratis.',
          'Busque cuentas que no conoce. Las personas que estuvieron en prisión son blanco del robo de identidad. Si encuentra fraude, vaya a IdentityTheft.gov. Si ve un error, dispútelo con la agencia de crédito.',
          'Sus antecedentes penales no salen en su informe de crédito. Casi todo lo malo se borra a los 7 años. También puede congelar su crédito gratis. Así nadie abre cuentas a su nombre.',
        ],
        sources: cite('es', 'annualCreditReport', 'identityTheft', 'cfpbCredit'),
      },
    ],
  },
};
