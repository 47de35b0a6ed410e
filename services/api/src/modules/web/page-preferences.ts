import type { Context } from 'koa';
import { DEFAULT_LOCALE, STORAGE_KEYS, isLocale, type Locale, type Theme } from '@reentry/contracts/locale';

export interface PagePreferences {
  locale: Locale;
  theme: Theme;
  /** A `?lang=` link chose the language: remember it. */
  chosenLocale?: Locale;
  /** Which values are the visitor's own choice (cookie or link) rather than a guess. */
  saved: { locale: boolean; theme: boolean };
}

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
 * choice (cookie), then Accept-Language on a first visit. Theme: the saved choice, else light.
 */
export function pagePreferences(ctx: Context): PagePreferences {
  const lang = ctx.query.lang;
  const chosenLocale = typeof lang === 'string' && isLocale(lang) ? lang : undefined;
  const saved = ctx.cookies.get(STORAGE_KEYS.locale, { signed: false });
  const locale = chosenLocale ?? (isLocale(saved) ? saved : acceptedLocale(ctx.get('Accept-Language')));
  const savedTheme = ctx.cookies.get(STORAGE_KEYS.theme, { signed: false });
  const theme = savedTheme === 'dark' ? 'dark' : 'light';
  return { locale, theme, chosenLocale, saved: { locale: chosenLocale !== undefined || isLocale(saved), theme: savedTheme === 'dark' || savedTheme === 'light' } };
}
