import type { Locale } from '@reentry/contracts/locale';

/** The site's name as its pages show it in each language (the shell's `shell.layout.siteName`). */
const SITE_NAME = {
  en: 'Reentry Financial Literacy',
  es: 'Educación Financiera para la Reinserción',
} satisfies Record<Locale, string>;

/**
 * The name a mail ends with: the organisation's public name when it has one (a name, the same in both
 * languages), else the site's name in the mail's language (a Spanish mail once ended in English).
 */
export function mailSignature(locale: Locale, publicName = ''): string {
  return publicName || SITE_NAME[locale];
}
