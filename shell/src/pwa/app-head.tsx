import { useLocale, useTheme } from '@reentry/platform';
import { appColours } from './app-colours';

/** What makes the site installable: its manifest (in the page's language), the bar colour of its theme, an icon for iPhones. */
export function AppHead() {
  const { locale } = useLocale();
  const { theme } = useTheme();
  return (
    <>
      <link rel="manifest" href={`/manifest.webmanifest?lang=${locale}`} />
      <meta name="theme-color" content={appColours[theme].theme} />
      <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    </>
  );
}
