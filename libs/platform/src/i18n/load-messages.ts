import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/**
 * The platform's own few texts (flash toasts, standalone runs) and the contracts' words (what a form's rule
 * or the API says), in the one catalogue every page loads, in the site as standalone: each remote and the shell
 * carried their own copy before, and a Spanish page had the contracts' words in it twice (issue 43). English is
 * the messages' defaults; Spanish loads on demand.
 */
let spanish: Promise<Messages> | undefined;

/** The same object every time (the server names a page's catalogue file by it, once: shell catalogue-files.ts). */
export function loadPlatformMessages(locale: Locale): Promise<Messages> {
  if (locale !== 'es') return Promise.resolve({});
  spanish ??= Promise.all([import('@reentry/contracts/i18n/catalog'), import('./es.json', { with: { type: 'json' } })]).then(([contracts, own]) => ({
    ...contracts.contractMessages.es,
    ...own.default,
  })).catch((error: unknown) => {
    spanish = undefined; // offline, say: tried again next time
    throw error;
  });
  return spanish;
}
