import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { DEFAULT_LOCALE, type Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';
import { useLocale } from './preferences.js';

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
  const shown = useRef<{ locale: Locale; messages: Messages }>({ locale: DEFAULT_LOCALE, messages: {} });
  if (ready) {
    shown.current = { locale, messages: Object.assign({}, ...results.map((result) => result.data)) };
  }
  useEffect(() => {
    document.documentElement.lang = shown.current.locale;
  });
  return (
    <IntlProvider
      locale={shown.current.locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={shown.current.messages}
      onError={reportIntlError}
    >
      {children}
    </IntlProvider>
  );
}

function reportIntlError(error: { code?: string; message: string }) {
  // A missing translation falls back to English; it is caught by the coverage check, not at run time.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error.message);
}
