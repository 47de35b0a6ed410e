import { z } from 'zod';

export const locales = ['en', 'es'] as const;
export const localeSchema = z.enum(locales);
export type Locale = z.infer<typeof localeSchema>;
export const DEFAULT_LOCALE: Locale = 'en';
/** localStorage keys the platform persists under. */
export const STORAGE_KEYS = { locale: 'locale', theme: 'theme' } as const;
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
