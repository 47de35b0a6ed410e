import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { KioskDevice } from '@reentry/contracts/kiosk-rules';
import { DEFAULT_LOCALE, STORAGE_KEYS, isLocale, type Locale, type Theme } from '@reentry/contracts/locale';
import { isPreviewRequest } from './draft-preview.js';

interface Preferences {
  locale: Locale;
  setLocale(locale: Locale): void;
  theme: Theme;
  setTheme(theme: Theme): void;
  saveData: boolean;
}

export interface InitialPreferences {
  locale: Locale;
  theme: Theme;
  /**
   * Whether each value is the visitor's own saved choice (their cookie, or a `?lang=` link) rather
   * than a guess (Accept-Language, the default). A guess gives way to a choice saved in this browser.
   */
  saved?: { locale: boolean; theme: boolean };
  /** The browser asked for light pages (`Save-Data: on`, a phone's data saver): leave decorative images out. */
  saveData?: boolean;
  /** The device is a facility's shared tablet (its HttpOnly cookie, read by the server); see useKiosk. */
  kiosk?: KioskDevice | null;
}

const PreferencesContext = createContext<Preferences | null>(null);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (private mode): fall back to defaults
  }
}

function readCookie(name: string): string | null {
  const match = new RegExp(`(?:^|; )${name}=([^;]*)`).exec(globalThis.document?.cookie ?? '');
  return match?.[1] ?? null;
}

/**
 * Saves a preference where the spec keeps it (localStorage) and where the server reads it
 * (a cookie of the same name), so the next page comes rendered in it.
 */
function persist(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // not persisted locally; the cookie still carries it
  }
  if (globalThis.document) {
    document.cookie = `${key}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  }
}

function storedLocale(): Locale | null {
  const locale = readStored(STORAGE_KEYS.locale) ?? readCookie(STORAGE_KEYS.locale);
  return isLocale(locale) ? locale : null;
}

function storedTheme(): Theme | null {
  const theme = readStored(STORAGE_KEYS.theme) ?? readCookie(STORAGE_KEYS.theme);
  return theme === 'dark' || theme === 'light' ? theme : null;
}

/** Client-only start (dev server, standalone remotes): localStorage (the spec's place), the cookie, the default. */
export function storedPreferences(): InitialPreferences {
  const locale = storedLocale();
  const theme = storedTheme();
  return { locale: locale ?? DEFAULT_LOCALE, theme: theme ?? 'light', saved: { locale: locale !== null, theme: theme !== null } };
}

/**
 * Language and theme. The host passes the starting values (on the server, from the request's
 * cookies, `?lang=` or Accept-Language); render never reads browser storage, so server and
 * browser print the same markup.
 */
export function PreferencesProvider({ initial, children }: { initial: InitialPreferences; children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(initial.locale);
  const [theme, setThemeState] = useState<Theme>(initial.theme);
  // In a transition: a part of the page React has not hydrated yet (its code comes later) keeps the
  // server's HTML until it has, instead of being dropped for a blank space.
  const setLocale = useCallback((next: Locale) => {
    persist(STORAGE_KEYS.locale, next);
    startTransition(() => setLocaleState(next));
  }, []);
  const setTheme = useCallback((next: Theme) => {
    persist(STORAGE_KEYS.theme, next);
    startTransition(() => setThemeState(next));
  }, []);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  useEffect(() => {
    // An editor's draft preview (`?preview=draft&lang=es`, the studio's frame) shows its language without
    // saving it, or the editor's own studio would switch language too (issue 39, 2.5).
    if (isPreviewRequest(new URLSearchParams(window.location.search))) return;
    // The page came in a guessed language or theme, but this browser saved a choice (before the
    // server could read it): switch to it once. Otherwise keep both stores in step with the page.
    const savedLocale = initial.saved?.locale ? null : storedLocale();
    const savedTheme = initial.saved?.theme ? null : storedTheme();
    setLocale(savedLocale ?? initial.locale);
    setTheme(savedTheme ?? initial.theme);
  }, [initial, setLocale, setTheme]);
  const saveData = initial.saveData === true;
  const value = useMemo(() => ({ locale, setLocale, theme, setTheme, saveData }), [locale, setLocale, theme, setTheme, saveData]);
  return <PreferencesContext.Provider value={value}>{children}</PreferencesContext.Provider>;
}

function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences must be used inside <PlatformProvider>');
  return preferences;
}

export function useLocale(): Pick<Preferences, 'locale' | 'setLocale'> {
  const { locale, setLocale } = usePreferences();
  return { locale, setLocale };
}

export function useTheme(): Pick<Preferences, 'theme' | 'setTheme'> {
  const { theme, setTheme } = usePreferences();
  return { theme, setTheme };
}

/** True when the page was asked for with `Save-Data: on`: decorative images are left out (same on server and browser). */
export function useSaveData(): boolean {
  return usePreferences().saveData;
}
