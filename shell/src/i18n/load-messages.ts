import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/**
 * English is the source language (the messages' defaults); Spanish loads on demand. The contracts' words
 * the account forms show come with the platform's catalogue (baseCatalogs).
 */
export async function loadShellMessages(locale: Locale): Promise<Messages> {
  return locale === 'es' ? (await import('./es.json')).default : {};
}
