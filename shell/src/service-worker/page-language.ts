import { DEFAULT_LOCALE, STORAGE_KEYS, isLocale, locales, type Locale } from '@reentry/contracts/locale';

/** The part of the Cookie Store API the worker uses (Chromium, Safari 18.4+); absent elsewhere. */
interface CookieStoreLike {
  get(name: string): Promise<{ value: string } | null | undefined>;
}

let lastServedLocale: Locale | null = null;

/** Remembers the language of the last page the server sent, for browsers whose worker cannot read cookies. */
export function noteServedLocale(response: Response): void {
  const served = response.headers.get('Content-Language');
  if (isLocale(served)) lastServedLocale = served;
}

function browserLocale(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const language = tag.toLowerCase().split('-')[0];
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/**
 * The language the server would render this request in, as the page handler decides it: a `?lang=` link,
 * then the saved `locale` cookie, then the browser's languages. Where the worker cannot read cookies, the
 * language of the last page served stands in for the cookie.
 */
export async function requestLocale(url: string, scope: { cookieStore?: CookieStoreLike; navigator: { languages: readonly string[] } }): Promise<Locale> {
  const lang = new URL(url).searchParams.get('lang');
  if (isLocale(lang)) return lang;
  if (scope.cookieStore) {
    const cookie = await scope.cookieStore.get(STORAGE_KEYS.locale).catch(() => null);
    if (isLocale(cookie?.value)) return cookie.value;
    // No saved choice: the server goes by Accept-Language, which the browser builds from the same list.
    return browserLocale(scope.navigator.languages);
  }
  return lastServedLocale ?? browserLocale(scope.navigator.languages);
}

export const supportedLocales = locales;
