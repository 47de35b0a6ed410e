import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  siteName: { id: 'platform.siteName', defaultMessage: 'Reentry Financial Literacy', description: 'Site name, after the page name in the browser tab' },
});

/**
 * The browser tab's name (and what screen readers announce for the page): the page's own name,
 * then the site's. A React 19 `<title>`, so it is in the server's HTML, in the visitor's language.
 */
export function PageTitle({ children }: { children?: string }) {
  const intl = useIntl();
  const site = intl.formatMessage(messages.siteName);
  return <title>{children && children !== site ? `${children} · ${site}` : site}</title>;
}
