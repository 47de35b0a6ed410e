import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module4Es: LearningModule = {
  ...moduleCatalog.es[3]!,
  topics: moduleTopics.es[4]!,
  content: {
    sections: [
      {
        id: 'what-are-meme-coins',
        title: 'Qué son las monedas meme',
        paragraphs: [
          'Una moneda meme es una cripto que nace de un chiste, una foto o una moda en internet. La primera famosa fue Dogecoin. Se hizo en 2013 como una broma, con la foto de un perro.',
          'Casi ninguna moneda meme tiene un producto o un negocio detrás. Su precio depende de la atención. Cuando la gente habla de ella, el precio puede subir. Cuando deja de hablar, puede bajar.',
          'Cualquiera puede crear una moneda meme en pocos minutos. Cada semana salen miles. Casi todas terminan sin valor.',
        ],
      },
      {
        id: 'why-prices-swing',
        title: 'Por qué suben y se desploman',
        paragraphs: [
          'El precio de una moneda meme se mueve por la moda. Un mensaje de una persona famosa, un video o una moda pueden duplicar el precio en un día. La caída puede ser igual de rápida.',
          'Muchas veces unas pocas billeteras tienen casi todas las monedas. Si una de ellas vende, el precio se puede hundir. Quien compró tarde pierde más.',
          'Que suba rápido no es razón para comprar. Cuando usted se entera, los primeros en comprar tal vez ya quieren venderle a usted.',
        ],
      },
      {
        id: 'rug-pulls',
        title: 'Rug pulls e inflar y vender',
        paragraphs: [
          'En una estafa de salida, los que crearon la moneda venden todo de una vez, o sacan el dinero que deja a otros comerciar. El precio cae casi a cero. Los compradores se quedan con fichas que no pueden vender.',
          'En un esquema de inflar y vender, un grupo hace ruido para subir el precio. Luego le venden a la gente nueva. El precio cae y los nuevos pierden.',
          'Hay fichas falsas que lo dejan comprar pero no vender. Les dicen "honeypots", o trampas de miel.',
        ],
        sources: cite('es', 'investorGov'),
      },
      {
        id: 'check-a-token',
        title: 'Cómo revisar una ficha con calma',
        paragraphs: [
          'Los estafadores copian nombres y logos de fichas famosas. Dos fichas pueden tener el mismo nombre. Lo único que las separa es la dirección del contrato, un código largo de letras y números.',
          'Tome la dirección del contrato de la página oficial del proyecto, no de un chat ni de un anuncio. Revísela otra vez antes de comprar.',
        ],
        bullets: [
          '¿Quién hizo la ficha? ¿Son personas reales que puede encontrar?',
          '¿Unas pocas billeteras tienen casi todas las monedas?',
          '¿La gente la puede vender, o solo comprar?',
          '¿Alguien lo presiona para comprar rápido?',
        ],
      },
      {
        id: 'fewer-protections',
        title: 'Menos protecciones para el comprador',
        paragraphs: [
          'En 2025, personal de la SEC dijo que casi todas las monedas meme no son valores. Los valores son cosas como las acciones. Esto quiere decir que las reglas que protegen a quien compra acciones casi nunca protegen a quien compra monedas meme.',
          'Las monedas meme no tienen el seguro de la FDIC. Si el precio llega a cero, nadie le devuelve su dinero.',
          'El fraude sigue siendo ilegal. Si ve una estafa con una moneda meme, la puede reportar a la FTC, a la SEC o a la CFTC.',
        ],
        sources: cite('es', 'sec', 'cftc', 'reportFraud'),
      },
      {
        id: 'our-token',
        title: 'Sobre nuestra propia ficha',
        paragraphs: [
          'Nuestro programa tiene su propia ficha de cripto. Tiene los mismos riesgos que cualquier ficha pequeña. Su precio puede subir y bajar rápido, y puede perder todo su valor.',
          'Nunca tiene que comprar nuestra ficha para tomar los cursos, ir a un taller o pedir ayuda. Todo lo que enseñamos es gratis.',
          'Si decide comprarla, siga nuestra guía y use solo dinero que puede perder. Esto no es un consejo de inversión.',
        ],
      },
    ],
  },
};
