import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale, useTheme } from '@reentry/platform';
import { copyrightMessage, layoutMessages as m } from './layout.messages';

/** Footer: language and theme toggles, contact, donate, admin link and the copyright line. */
export function Footer() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { theme, setTheme } = useTheme();
  const otherLocale = locale === 'en' ? 'es' : 'en';
  return (
    <footer className="site-footer">
      <nav aria-label={intl.formatMessage(m.footerNav)}>
        <ul className="site-footer__links">
          <li>
            <button type="button" className="link-button" lang={otherLocale} onClick={() => setLocale(otherLocale)}>
              <FormattedMessage {...m.switchLanguage} />
            </button>
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
              <FormattedMessage {...(theme === 'light' ? m.darkTheme : m.lightTheme)} />
            </button>
          </li>
          <li>
            <Link to="/contact">
              <FormattedMessage {...m.getInTouch} />
            </Link>
          </li>
          <li>
            <Link to="/donate">
              <FormattedMessage {...m.donate} />
            </Link>
          </li>
          <li>
            <Link to="/admin">
              <FormattedMessage {...m.adminFooter} />
            </Link>
          </li>
        </ul>
      </nav>
      <p className="site-footer__copyright">
        <FormattedMessage {...copyrightMessage} values={{ year: new Date().getFullYear() }} />
      </p>
    </footer>
  );
}
