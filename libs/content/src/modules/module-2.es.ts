import type { LearningModule } from '@reentry/contracts/content';
import { moduleCatalog } from '../module-catalog.js';
import { moduleTopics } from '../module-topics.js';
import { cite } from '../sources.js';

export const module2Es: LearningModule = {
  ...moduleCatalog.es[1]!,
  topics: moduleTopics.es[2]!,
  content: {
    sections: [
      {
        id: 'what-is-a-wallet',
        title: 'Qué es una billetera digital',
        paragraphs: [
          '"Billetera digital" puede querer decir dos cosas. Una billetera del teléfono, como Apple Pay o Google Pay, tiene una copia de su tarjeta del banco. Usted toca la caja con el teléfono para pagar.',
          'Una billetera de cripto es otra cosa. En realidad no guarda monedas. Las monedas se quedan en la blockchain. La billetera guarda las claves secretas para moverlas.',
          'Piense en un buzón. Todos pueden ver el buzón y echar dinero. Solo quien tiene la llave puede sacarlo.',
        ],
      },
      {
        id: 'two-kinds-of-wallets',
        title: 'Dos tipos de billeteras de cripto',
        paragraphs: [
          'En una billetera con custodia, una empresa guarda las claves por usted. Usted entra con una contraseña, como en la app del banco. Si olvida la contraseña, la empresa lo puede ayudar. Pero si la empresa quiebra o congela su cuenta, puede perder su dinero.',
          'En una billetera sin custodia, usted guarda sus propias claves. Nadie la puede congelar. Pero nadie lo puede ayudar si pierde las claves. Si se pierden, el dinero se pierde.',
          'Muchas personas empiezan con una billetera con custodia de una empresa conocida. Elija la que elija, aprenda a recuperar su cuenta antes de poner dinero.',
        ],
        bullets: [
          'Con custodia: una empresa guarda las claves. Es más fácil, pero usted confía en la empresa.',
          'Sin custodia: usted guarda las claves. Tiene más control, y todo el riesgo es suyo.',
        ],
      },
      {
        id: 'recovery-phrase',
        title: 'Su frase de recuperación es la llave maestra',
        paragraphs: [
          'Una billetera sin custodia le da una frase de recuperación. Es una lista de 12 o 24 palabras sencillas. Con esas palabras, cualquiera puede llevarse todo lo que hay en la billetera, desde cualquier lugar del mundo.',
          'Escriba las palabras en papel. Guarde el papel en un lugar seguro al que solo usted llegue. Algunas personas guardan otra copia en otro lugar seguro.',
          'Ninguna empresa real le pedirá su frase. Un mensaje que dice "Su billetera está bloqueada. Escriba sus 12 palabras para abrirla" es una estafa. Siempre.',
        ],
        bullets: [
          'Nunca escriba su frase en una página web o en un formulario.',
          'Nunca le saque una foto ni la guarde en el correo o en notas.',
          'Nunca se la lea a nadie por teléfono o por chat.',
        ],
      },
      {
        id: 'strong-sign-in',
        title: 'Contraseñas fuertes y entrada en dos pasos',
        paragraphs: [
          'Use una contraseña larga para cada cuenta. Una frase corta de cuatro o cinco palabras al azar sirve bien. No repita la misma contraseña. Una app de contraseñas las puede guardar por usted.',
          'Active la entrada en dos pasos. Después de la contraseña, la app le pide un código. Es más seguro usar un código de una app de autenticación. Un código por mensaje de texto es menos seguro.',
          'Un estafador puede engañar a la compañía de teléfono. Así pasa su número a otro teléfono. Esto se llama cambio de SIM. Pida a su compañía de teléfono que ponga un PIN o un bloqueo en su cuenta.',
        ],
        sources: cite('es', 'identityTheft'),
      },
      {
        id: 'phone-safety',
        title: 'Cuide su teléfono',
        paragraphs: [
          'Su teléfono ahora es su billetera, su banco y su identificación. Bloquéelo con un PIN, con su huella o con su cara.',
          'Baje apps solo de la tienda oficial de su teléfono. Revise el nombre de la app y quién la hizo. Hay apps falsas que copian nombres y logos reales.',
          'No toque enlaces en mensajes o correos que le piden entrar a su cuenta. Mejor abra la app usted mismo. La FTC llama a estos engaños phishing.',
        ],
        bullets: [
          'Instale las actualizaciones del teléfono. Arreglan fallas de seguridad.',
          'No use el banco en wifi público y gratis. Use los datos de su teléfono.',
          'Si pierde el teléfono o se lo roban, llame a su banco y cambie sus contraseñas.',
        ],
        sources: cite('es', 'ftcPhishing'),
      },
      {
        id: 'fake-support',
        title: 'Cómo reconocer a falsos agentes de ayuda',
        paragraphs: [
          'Hay estafadores que fingen ser personal de ayuda. Están en redes sociales, en grupos de chat y en el teléfono. Muchas veces le escriben primero, justo cuando usted hace una pregunta.',
          'La ayuda real no le escribe primero. Nunca le pide su frase, su contraseña ni su código. Nunca le pide pasar su dinero a una billetera "segura".',
          '¿Necesita ayuda? Vaya usted mismo a la página o a la app oficial. Use la ayuda que hay allí.',
        ],
        sources: cite('es', 'ftcCrypto'),
      },
    ],
  },
};
