import type { Context } from 'koa';
import { DEFAULT_LOCALE, STORAGE_KEYS, isLocale, type Locale, type Theme } from '@reentry/contracts/locale';

export interface PagePreferences {
  locale: Locale;
  theme: Theme;
  /** A `?lang=` link chose the language: remember it. */
  chosenLocale?: Locale;
  /** A `?theme=` link (the footer's switch, which works without script) chose the theme: remember it. */
  chosenTheme?: Theme;
  /** Which values are the visitor's own choice (cookie or link) rather than a guess. */
  saved: { locale: boolean; theme: boolean };
}

const isTheme = (value: unknown): value is Theme => value === 'dark' || value === 'light';

/** The first language of Accept-Language that the site speaks (by q-value), else English. */
function acceptedLocale(header: string): Locale {
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { language: tag.toLowerCase().split('-')[0], q: Number.isFinite(q) ? q : 0 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.language).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * Language: a `?lang=es|en` link (a caseworker can text a Spanish link), then the visitor's saved
 * choice (cookie), then Accept-Language on a first visit. Theme: a `?theme=dark|light` link, then the saved
 * choice, else light.
 */
export function pagePreferences(ctx: Context): PagePreferences {
  const lang = ctx.query.lang;
  const chosenLocale = typeof lang === 'string' && isLocale(lang) ? lang : undefined;
  const saved = ctx.cookies.get(STORAGE_KEYS.locale, { signed: false });
  const locale = chosenLocale ?? (isLocale(saved) ? saved : acceptedLocale(ctx.get('Accept-Language')));
  const themeLink = ctx.query.theme;
  const chosenTheme = isTheme(themeLink) ? themeLink : undefined;
  const savedTheme = ctx.cookies.get(STORAGE_KEYS.theme, { signed: false });
  const theme = chosenTheme ?? (savedTheme === 'dark' ? 'dark' : 'light');
  return { locale, theme, chosenLocale, chosenTheme, saved: { locale: chosenLocale !== undefined || isLocale(saved), theme: chosenTheme !== undefined || isTheme(savedTheme) } };
}
