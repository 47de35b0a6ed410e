import type { Locale } from '../locale.js';
import es from './es.json' with { type: 'json' };

/** Spanish for the contracts' own messages (validation), for the API and the shell alike. */
export const contractMessages: Record<Locale, Record<string, string>> = { en: {}, es };
