// No zod here: the browser reads this on first load, where every kilobyte counts.
export const locales = ['en', 'es'] as const;
export type Locale = (typeof locales)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return locales.includes(value as Locale);
}

/** localStorage keys the platform persists under. */
export const STORAGE_KEYS = { locale: 'locale', theme: 'theme' } as const;
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
