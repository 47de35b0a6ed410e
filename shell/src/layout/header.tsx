import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { AccountControl } from './account-control';
import { layoutMessages as m } from './layout.messages';
import { MobileMenu } from './mobile-menu';
import { NavItem } from './nav-item';
import { actionLinks, homeAnchors, learningLinks, staffLinks, type NavLinkItem } from './nav-links';
import { useDetailsMenu } from './use-details-menu';

/** A menu of links in the header: a `<details>` disclosure, so it opens without script too (use-details-menu.ts). */
function NavDropdown({ label, links, end = false }: { label: MessageDescriptor; links: NavLinkItem[]; end?: boolean }) {
  const menu = useDetailsMenu();
  return (
    <details ref={menu} className="dropdown nav-dropdown">
      <summary className="dropdown__button">
        <FormattedMessage {...label} />
        <span aria-hidden="true"> ▾</span>
      </summary>
      <ul className={end ? 'dropdown__panel dropdown__panel--end' : 'dropdown__panel'}>
        {links.map((link) => (
          <NavItem key={link.to} link={link} />
        ))}
      </ul>
    </details>
  );
}

/** Site header: the main navigation from medium screens up, the menu button on phones. */
export function Header() {
  const intl = useIntl();
  const { user } = useSession();
  const staff = staffLinks(user);
  const publicLinks = actionLinks(null);
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        <FormattedMessage {...m.siteName} />
      </Link>
      <nav className="site-nav" aria-label={intl.formatMessage(m.mainNav)}>
        <ul className="site-nav__list">
          <NavItem link={homeAnchors.about} />
          <li>
            <NavDropdown label={m.financialLiteracy} links={learningLinks} />
          </li>
          {(staff.length > 1 ? publicLinks : actionLinks(user)).map((link) => (
            <NavItem key={link.to} link={link} />
          ))}
          {/* Two staff pages (an admin who also teaches) share one menu: the header stays one row (issue 39). */}
          {staff.length > 1 && (
            <li>
              <NavDropdown label={m.staff} links={staff} end />
            </li>
          )}
        </ul>
      </nav>
      <div className="site-header__account">
        <AccountControl />
      </div>
      <MobileMenu />
    </header>
  );
}
