import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { layoutMessages } from './layout.messages';

/**
 * Names the browser tab (and what screen readers announce for the page) after the page's own
 * heading plus the site name, for shell pages and remote pages alike.
 */
export function DocumentTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const siteName = intl.formatMessage(layoutMessages.siteName);
      const heading = document.querySelector('main h1')?.textContent?.trim();
      document.title = heading && heading !== siteName ? `${heading} · ${siteName}` : siteName;
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname, intl]);
  return null;
}
