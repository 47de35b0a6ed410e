import { createIntl } from 'react-intl';
import type { Locale } from '@reentry/contracts/locale';
import { loadShellMessages } from '../i18n/load-messages';
import { appColours } from './app-colours';
import { pwaMessages as m } from './pwa.messages';

const icon = (src: string, size: number, purpose: 'any' | 'maskable') => ({ src, sizes: `${size}x${size}`, type: 'image/png', purpose });

/**
 * The web app manifest in one language: what a phone shows when the site is installed. It opens on the
 * modules. Colours are the light theme's; the page's own `theme-color` follows the visitor's theme.
 */
export async function webManifest(locale: Locale): Promise<Record<string, unknown>> {
  const intl = createIntl({ locale, defaultLocale: 'en', messages: await loadShellMessages(locale) });
  return {
    id: '/',
    lang: locale,
    dir: 'ltr',
    name: intl.formatMessage(m.appName),
    short_name: intl.formatMessage(m.appShortName),
    description: intl.formatMessage(m.appDescription),
    start_url: '/modules',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: appColours.light.theme,
    background_color: appColours.light.background,
    icons: [
      icon('/icons/icon-192.png', 192, 'any'),
      icon('/icons/icon-512.png', 512, 'any'),
      icon('/icons/icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}
