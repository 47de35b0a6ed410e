import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/**
 * English is the source language (the messages' defaults); Spanish loads on demand. The contracts' words
 * come with the platform's catalogue, which the shell and a standalone run both load.
 */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'es' ? (await import('./es.json')).default : {};
}
