import type { Quiz } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { question as q } from './question.js';

export const quiz2: Record<Locale, Quiz> = {
  en: {
    moduleId: 2,
    questions: [
      q('support-asks-phrase', 'Someone from "wallet support" asks for your 12-word recovery phrase to fix a problem. What do you do?', ['Give it, since they are support staff', 'Read only the first 6 words', 'Never share it, and end the chat', 'Type it into the link they send']),
      q('custodial-wallet', 'What is a custodial wallet?', ['A wallet where a company holds the keys for you', 'A paper wallet kept in a safe', 'A wallet that only holds dollars', 'A wallet that can never be hacked']),
      q('store-phrase', 'What is the safest way to keep your recovery phrase?', ['A photo on your phone', 'Written on paper in a safe place only you can reach', 'In an email to yourself', 'In a text to a family member']),
      q('strong-sign-in', 'Which sign-in is the strongest?', ['The same password for every account', 'A short password only', 'Your birthday as your PIN', 'A long password plus a code from an authenticator app']),
      q('get-wallet-app', 'You want a wallet app. Where should you get it?', ['From a link in a text message', 'From the official app store, after checking the app name and maker', 'From an ad on social media', 'From a file a stranger sends you']),
    ],
  },
  es: {
    moduleId: 2,
    questions: [
      q('support-asks-phrase', 'Alguien de "ayuda de la billetera" le pide su frase de 12 palabras para arreglar un problema. ¿Qué hace?', ['Se la da, porque es personal de ayuda', 'Le lee solo las primeras 6 palabras', 'Nunca la comparte y termina el chat', 'La escribe en el enlace que le mandan']),
      q('custodial-wallet', '¿Qué es una billetera con custodia?', ['Una billetera donde una empresa guarda las claves por usted', 'Una billetera de papel guardada en una caja fuerte', 'Una billetera que solo guarda dólares', 'Una billetera que nunca pueden robar']),
      q('store-phrase', '¿Cuál es la forma más segura de guardar su frase de recuperación?', ['Una foto en el teléfono', 'Escrita en papel, en un lugar seguro al que solo usted llega', 'En un correo a usted mismo', 'En un mensaje a un familiar']),
      q('strong-sign-in', '¿Cuál forma de entrar es la más fuerte?', ['La misma contraseña en todas las cuentas', 'Solo una contraseña corta', 'Su fecha de nacimiento como PIN', 'Una contraseña larga más un código de una app de autenticación']),
      q('get-wallet-app', 'Quiere una app de billetera. ¿De dónde la baja?', ['De un enlace en un mensaje de texto', 'De la tienda oficial de apps, después de revisar el nombre y quién la hizo', 'De un anuncio en redes sociales', 'De un archivo que le manda un extraño']),
    ],
  },
};
