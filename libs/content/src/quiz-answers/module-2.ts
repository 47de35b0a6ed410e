import type { QuizAnswerKey } from '@reentry/contracts/content-quiz';
import type { Locale } from '@reentry/contracts/locale';
import { answer as a } from './answer.js';

export const answers2: Record<Locale, QuizAnswerKey> = {
  en: {
    moduleId: 2,
    answers: [
      a('support-asks-phrase', 'c', ['Real support never asks for your recovery phrase, so this person is a scammer.', 'Even part of your phrase helps a thief guess the rest.', 'Right: anyone with your phrase can take everything, so never share it.', 'A link that asks for your phrase is a trap to steal your wallet.']),
      a('custodial-wallet', 'a', ['Right: with a custodial wallet a company holds the keys, like a bank holds your account.', 'A paper wallet is self-custody, because you hold the keys.', 'Custodial wallets hold crypto, not just dollars.', 'Any wallet can be attacked, and a company can be hacked too.']),
      a('store-phrase', 'b', ['Photos on a phone can be hacked, synced or seen by others.', 'Right: paper kept offline in a safe place cannot be stolen over the internet.', 'Email accounts get hacked, and the phrase would be exposed.', 'Texts can be read by others and stay on phones for years.']),
      a('strong-sign-in', 'd', ['If one site leaks that password, every account is open.', 'A short password is easy to guess or crack.', 'Your birthday is easy for others to find.', 'Right: a long password plus an app code stops most break-ins.']),
      a('get-wallet-app', 'b', ['Links in texts often lead to fake apps that steal money.', 'Right: the official store and a check of the maker help you avoid fake apps.', 'Ads can be bought by scammers, so they often lead to fake apps.', 'Files from strangers can hold programs that steal your data.']),
    ],
  },
  es: {
    moduleId: 2,
    answers: [
      a('support-asks-phrase', 'c', ['La ayuda real nunca pide su frase, así que esa persona es un estafador.', 'Hasta una parte de su frase ayuda a un ladrón a adivinar el resto.', 'Correcto: quien tiene su frase se puede llevar todo, así que nunca la comparta.', 'Un enlace que pide su frase es una trampa para robar su billetera.']),
      a('custodial-wallet', 'a', ['Correcto: en una billetera con custodia una empresa guarda las claves, como un banco guarda su cuenta.', 'Una billetera de papel es sin custodia, porque usted guarda las claves.', 'Las billeteras con custodia guardan cripto, no solo dólares.', 'A cualquier billetera la pueden atacar, y a una empresa también la pueden hackear.']),
      a('store-phrase', 'b', ['Las fotos del teléfono se pueden robar, copiar a la nube o ver por otros.', 'Correcto: el papel fuera de internet, en un lugar seguro, no se puede robar en línea.', 'Los correos se pueden hackear y la frase quedaría expuesta.', 'Otros pueden leer los mensajes, y se quedan en los teléfonos por años.']),
      a('strong-sign-in', 'd', ['Si una página filtra esa contraseña, todas sus cuentas quedan abiertas.', 'Una contraseña corta es fácil de adivinar.', 'Otras personas pueden saber su fecha de nacimiento.', 'Correcto: una contraseña larga y un código de app frenan casi todos los robos.']),
      a('get-wallet-app', 'b', ['Los enlaces en mensajes muchas veces llevan a apps falsas que roban dinero.', 'Correcto: la tienda oficial y revisar quién la hizo le ayudan a evitar apps falsas.', 'Los estafadores pueden pagar anuncios, que muchas veces llevan a apps falsas.', 'Los archivos de extraños pueden traer programas que roban sus datos.']),
    ],
  },
};
