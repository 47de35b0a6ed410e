import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';
import es from './es.json' with { type: 'json' };

/** The platform's own few texts (flash toasts, standalone runs); English is the messages' defaults. */
export async function loadPlatformMessages(locale: Locale): Promise<Messages> {
  return locale === 'es' ? es : {};
}
