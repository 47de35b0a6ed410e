import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/** English is the source language (the messages' defaults); other languages load on demand. */
export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'es') return (await import('./es.json')).default;
  return {};
}
