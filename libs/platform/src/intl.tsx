import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { createIntl, createIntlCache, RawIntlProvider, type IntlCache } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';
import { useLocale } from './preferences.js';

/**
 * Compiled messages and formatters, kept for the life of the process (one per language): on the server
 * every request would otherwise parse every message again. Texts of the site, never visitor data.
 */
const caches = new Map<Locale, IntlCache>();
function cacheFor(locale: Locale): IntlCache {
  let cache = caches.get(locale);
  if (!cache) caches.set(locale, (cache = createIntlCache()));
  return cache;
}

/** A named message catalogue loader: the shell's own, or one per loaded remote. */
export type CatalogLoaders = Record<string, (locale: Locale) => Promise<Messages>>;

export function messagesQueryKey(name: string, locale: Locale) {
  return ['platform', 'messages', name, locale] as const;
}

/**
 * Loads every registered catalogue for the current language and gives react-intl the
 * union. While a new language loads, the previous messages stay on screen.
 */
export function PlatformIntlProvider({ catalogs, children }: { catalogs: CatalogLoaders; children: ReactNode }) {
  const { locale } = useLocale();
  const results = useQueries({
    queries: Object.entries(catalogs).map(([name, load]) => ({
      queryKey: messagesQueryKey(name, locale),
      queryFn: () => load(locale),
    })),
  });
  const ready = results.every((result) => result.isSuccess);
  const shown = useRef<{ locale: Locale; sources: unknown[]; messages: Messages }>({ locale: DEFAULT_LOCALE, sources: [], messages: {} });
  const sources = results.map((result) => result.data);
  const changed = shown.current.locale !== locale || sources.length !== shown.current.sources.length || sources.some((data, i) => data !== shown.current.sources[i]);
  // A new object only when a catalogue changed, so the intl object (and every text on the page) stays put otherwise.
  if (ready && changed) {
    shown.current = { locale, sources, messages: Object.assign({}, ...(sources as Messages[])) };
  }
  useEffect(() => {
    document.documentElement.lang = shown.current.locale;
  });
  const { locale: shownLocale, messages } = shown.current;
  const intl = useMemo(
    () => createIntl({ locale: shownLocale, defaultLocale: DEFAULT_LOCALE, messages, onError: reportIntlError }, cacheFor(shownLocale)),
    [shownLocale, messages],
  );
  return <RawIntlProvider value={intl}>{children}</RawIntlProvider>;
}

function reportIntlError(error: { code?: string; message: string }) {
  // A missing translation falls back to English; it is caught by the coverage check, not at run time.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}
