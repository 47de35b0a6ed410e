// `?lang=es|en`: a link to a page in a language. The server renders the page in it and saves the choice
// (the `locale` cookie, services/api/src/modules/web/page-preferences.ts), so it works with no script.

const PARAMETER = 'lang';

/** The same page in `locale` (other parameters and the fragment kept; `lang` always last, the same on server and browser). */
export function languageHref({ pathname, search, hash }: { pathname: string; search: string; hash: string }, locale: string): string {
  const params = new URLSearchParams(search);
  params.delete(PARAMETER);
  params.set(PARAMETER, locale);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * The shell runs: the address forgets a `?lang=` the server has already saved, so a reload after the
 * visitor's next choice (made without a reload) shows that choice, not the link's.
 */
export function forgetLanguageParameter(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(PARAMETER)) return;
  url.searchParams.delete(PARAMETER);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
