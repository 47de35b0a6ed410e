import { FormattedMessage, useIntl } from 'react-intl';
import { OrganisationContact, useKiosk, useSession, useSiteConfig } from '@reentry/platform';
import { useRenderTime } from '../app/render-time';
import { LanguageToggle } from './language-toggle';
import { copyrightMessage, layoutMessages as m } from './layout.messages';
import { NavItem } from './nav-item';
import { ThemeToggle } from './theme-toggle';
import { LogOutForm } from './log-out-form';

/** Login for a visitor; Log out for someone signed in (their own pages are in the header's account menu). */
function FooterAccountItem() {
  const { user } = useSession();
  if (!user) return <NavItem link={{ to: '/login', label: m.login }} />;
  return (
    <li>
      <LogOutForm />
    </li>
  );
}

/** Who runs the site and how to reach them (edited in /admin); nothing set (or no answer): nothing shown. */
function FooterOrganisation() {
  const organisation = useSiteConfig().data?.organisation;
  if (!organisation) return null;
  return <OrganisationContact organisation={organisation} parts={['name', 'address', 'phone', 'email']} className="org-contact site-footer__organisation" />;
}

/** Footer: language and theme toggles, contact, donate, login or logout, the admin link (for everyone), the organisation, copyright. */
export function Footer() {
  const intl = useIntl();
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
            <ThemeToggle />
          </li>
          <NavItem link={{ to: '/contact', label: m.getInTouch }} />
          <NavItem link={{ to: '/donate', label: m.donate }} />
          <FooterAccountItem />
          <NavItem link={{ to: '/admin', label: m.adminFooter }} />
          {kiosk && <NavItem link={{ to: '/kiosk', label: m.sharedTablet }} />}
        </ul>
      </nav>
      <FooterOrganisation />
      <p className="site-footer__copyright">
        <FormattedMessage {...copyrightMessage} values={{ year }} />
      </p>
    </footer>
  );
}
