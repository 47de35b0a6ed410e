import type { Theme } from '@reentry/contracts/locale';

/** The browser's and the installed app's bar colour, and the splash background, per theme (global.css). */
export const appColours: Record<Theme, { theme: string; background: string }> = {
  light: { theme: '#0f4c5c', background: '#ffffff' },
  dark: { theme: '#111417', background: '#111417' },
};
