import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';

/** English is the source language (the messages' defaults); Spanish loads on demand. */
export async function loadShellMessages(locale: Locale): Promise<Messages> {
  if (locale !== 'es') return {};
  const [shell, contracts] = await Promise.all([import('./es.json'), import('@reentry/contracts/i18n/catalog')]);
  // The contracts' validation messages are shown by the shell's account forms.
  return { ...contracts.contractMessages.es, ...shell.default };
}
