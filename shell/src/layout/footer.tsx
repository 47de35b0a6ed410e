import { FormattedMessage, useIntl } from 'react-intl';
import { useKiosk, useTheme } from '@reentry/platform';
import { useRenderTime } from '../app/render-time';
import { LanguageToggle } from './language-toggle';
import { copyrightMessage, layoutMessages as m } from './layout.messages';
import { NavItem } from './nav-item';
import type { NavLinkItem } from './nav-links';

const footerLinks: NavLinkItem[] = [
  { to: '/contact', label: m.getInTouch },
  { to: '/donate', label: m.donate },
  { to: '/login', label: m.login },
  { to: '/admin', label: m.adminFooter },
];

/** Footer: language and theme toggles, contact, donate, login, the admin link (for everyone), copyright. */
export function Footer() {
  const intl = useIntl();
  const { theme, setTheme } = useTheme();
  const year = useRenderTime().getFullYear();
  const kiosk = useKiosk();
  return (
    <footer className="site-footer">
      <nav aria-label={intl.formatMessage(m.footerNav)}>
        <ul className="site-footer__links">
          <li>
            <LanguageToggle />
          </li>
          <li>
            <button type="button" className="link-button" onClick={() => setTheme(theme === 'light' ? 'dark' : 'light')}>
              <FormattedMessage {...(theme === 'light' ? m.darkTheme : m.lightTheme)} />
            </button>
          </li>
          {footerLinks.map((link) => (
            <NavItem key={link.to} link={link} />
          ))}
          {kiosk && <NavItem link={{ to: '/kiosk', label: m.sharedTablet }} />}
        </ul>
      </nav>
      <p className="site-footer__copyright">
        <FormattedMessage {...copyrightMessage} values={{ year }} />
      </p>
    </footer>
  );
}
