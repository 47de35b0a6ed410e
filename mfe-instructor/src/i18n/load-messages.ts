import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/**
 * English is the source language (the messages' defaults); other languages load on demand, with the contracts'
 * words the portal checks forms with before sending (class codes, the roster), as the API says them.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale !== 'es') return {};
  const [own, contracts] = await Promise.all([import('./es.json'), import('@reentry/contracts/i18n/catalog')]);
  return { ...contracts.contractMessages.es, ...own.default };
}
