// `?lang=es|en` and `?theme=dark|light`: a link to a page in a language or a theme. The server renders the
// page in it and saves the choice (the `locale` and `theme` cookies, services/api/src/modules/web/page-preferences.ts),
// so the footer's switches work as links with no script.

export type PreferenceParameter = 'lang' | 'theme';
const PARAMETERS: readonly PreferenceParameter[] = ['lang', 'theme'];

/** The same page with `parameter` set to `value` (other parameters and the fragment kept; it always last, the same on server and browser). */
export function preferenceHref({ pathname, search, hash }: { pathname: string; search: string; hash: string }, parameter: PreferenceParameter, value: string): string {
  const params = new URLSearchParams(search);
  params.delete(parameter);
  params.set(parameter, value);
  return `${pathname}?${params.toString()}${hash}`;
}

/**
 * The shell runs: the address forgets a `?lang=` or `?theme=` the server has already saved, so a reload after
 * the visitor's next choice (made without a reload) shows that choice, not the link's.
 */
export function forgetPreferenceParameters(): void {
  const url = new URL(window.location.href);
  if (!PARAMETERS.some((name) => url.searchParams.has(name))) return;
  for (const name of PARAMETERS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
