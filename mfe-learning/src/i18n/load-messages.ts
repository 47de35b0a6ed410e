import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/**
 * English is the source language (the messages' defaults); other languages load on demand. The contracts'
 * validation messages come too: the money plan shows them next to its boxes, and standalone there is no
 * shell to load them.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale !== 'es') return {};
  const [own, contracts] = await Promise.all([import('./es.json'), import('@reentry/contracts/i18n/catalog')]);
  return { ...contracts.contractMessages.es, ...own.default };
}
