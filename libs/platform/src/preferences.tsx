import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LOCALE, STORAGE_KEYS, isLocale, type Locale, type Theme } from '@reentry/contracts/locale';

interface Preferences {
  locale: Locale;
  setLocale(locale: Locale): void;
  theme: Theme;
  setTheme(theme: Theme): void;
}

const PreferencesContext = createContext<Preferences | null>(null);

function readStored(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null; // storage blocked (private mode): fall back to defaults
  }
}

function store(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // not persisted; the choice still applies for this visit
  }
}

export function storedLocale(): Locale {
  const stored = readStored(STORAGE_KEYS.locale);
  return isLocale(stored) ? stored : DEFAULT_LOCALE;
}

export function storedTheme(): Theme {
  return readStored(STORAGE_KEYS.theme) === 'dark' ? 'dark' : 'light';
}

/** Language and theme: persisted in localStorage, light and English by default. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(storedLocale);
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  const setLocale = useCallback((next: Locale) => {
    store(STORAGE_KEYS.locale, next);
    setLocaleState(next);
  }, []);
  const setTheme = useCallback((next: Theme) => {
    store(STORAGE_KEYS.theme, next);
    setThemeState(next);
  }, []);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const value = useMemo(() => ({ locale, setLocale, theme, setTheme }), [locale, setLocale, theme, setTheme]);
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
