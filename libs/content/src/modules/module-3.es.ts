import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module3Es: LearningModule = {
  ...moduleCatalog.es[2]!,
  topics: moduleTopics.es[3]!,
  content: {
    sections: [
      {
        id: 'needs-come-first',
        title: 'Primero lo necesario',
        paragraphs: [
          'Este curso no da consejos de inversión. No le diremos que compre ni que venda ninguna moneda. Queremos que entienda los riesgos.',
          'Pague primero lo que necesita. Eso es la casa, la comida, el teléfono, el bus y los pagos a la corte. Luego ahorre algo para una urgencia. Solo después piense en cripto.',
          'Use solo dinero que puede perder. Nunca use el dinero de la renta ni dinero prestado. Tampoco use el dinero de multas, cargos o la cuota para sus hijos.',
        ],
      },
      {
        id: 'price-swings',
        title: 'Los precios suben y bajan rápido',
        paragraphs: [
          'El precio de una cripto puede cambiar mucho en un día. Bitcoin perdió más de la mitad de su valor en 2022. Muchas monedas pequeñas perdieron casi todo y nunca se recuperaron.',
          'Un ejemplo. Usted pone $100 el lunes. El viernes puede valer $60, o $140. Nadie sabe cuál de los dos, aunque le digan que sí.',
          'Si una caída así le haría daño, ese dinero no es para cripto.',
        ],
      },
      {
        id: 'common-scams',
        title: 'Estafas comunes con cripto',
        paragraphs: [
          'Cada día la FTC recibe reportes de estafas con cripto. Casi todas empiezan con un mensaje de alguien que usted no conoce. Muchas empiezan en redes sociales, en apps de citas o con un mensaje a un número equivocado.',
        ],
        bullets: [
          'Estafas de amor: alguien que conoció en línea le pide "invertir" juntos.',
          'Sitios de inversión falsos: le muestran ganancias falsas y luego le cobran para sacar su dinero.',
          'Impostores: alguien dice que es del gobierno, de la policía, del banco o de la luz, y le pide cripto.',
          'Estafas de empleo: el trabajo le paga en cripto o le pide comprar cripto para empezar.',
          'Estafas con cajeros de cripto: alguien le dice que meta efectivo en un cajero de cripto para "protegerlo".',
          'Estafas de recuperación: después de una pérdida, alguien le cobra por recuperar su dinero.',
        ],
        sources: cite('es', 'ftcCrypto'),
      },
      {
        id: 'red-flags',
        title: 'Señales de alerta',
        paragraphs: [
          'Las estafas cambian de forma, pero tienen las mismas señales. Si ve una sola, pare y hable con alguien de confianza.',
          'Tómese su tiempo. Un buen trato seguirá ahí mañana. El estafador quiere que actúe antes de pensar.',
        ],
        bullets: [
          'Le prometen ganancias grandes o "seguras".',
          'Lo presionan para actuar ya, o lo amenazan con arrestarlo.',
          'Le piden pagar con cripto, tarjetas de regalo o giros.',
          'Alguien que solo conoce en línea le pide dinero.',
          'Le piden que no le cuente a su familia ni a sus amigos.',
          'Un código QR manda su efectivo a la billetera de otra persona.',
        ],
      },
      {
        id: 'if-you-buy',
        title: 'Si decide comprar',
        paragraphs: [
          'Use una casa de cambio conocida. Es una empresa que compra y vende cripto. Escriba usted mismo la dirección de la página. Active la entrada en dos pasos.',
          'Empiece con poco. Lea los cargos antes de comprar. Los cajeros de cripto suelen cobrar mucho más que las apps.',
          'Antes de mandar cripto, revise la dirección letra por letra. Mande primero una cantidad pequeña de prueba. Un error casi nunca se puede arreglar.',
          'Anote cada compra y cada venta. Puede deber impuestos cuando vende. El IRS explica las reglas de los activos digitales.',
        ],
        sources: cite('es', 'irsDigitalAssets'),
      },
      {
        id: 'if-you-were-scammed',
        title: 'Si lo estafaron',
        paragraphs: [
          'Que lo estafen no es su culpa. Los estafadores saben engañar y buscan a todo el mundo. Lo que importa es actuar rápido.',
          'No mande más dinero. Llame de inmediato a la casa de cambio o a la app que usó. Pida que frenen el pago. Luego reporte la estafa.',
          'Cuidado con una segunda estafa. Quien le cobra por recuperar su cripto también es un estafador.',
        ],
        bullets: [
          'Reporte a la FTC en ReportFraud.ftc.gov.',
          'Reporte al FBI en IC3.gov.',
          'Guarde capturas de pantalla, direcciones de billetera y fechas.',
        ],
        sources: cite('es', 'reportFraud', 'ic3'),
      },
    ],
  },
};
