import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@reentry/platform';
import { LanguageToggle } from './language-toggle';
import { MobileAccount } from './mobile-account';
import { layoutMessages as m } from './layout.messages';
import { NavItem } from './nav-item';
import { actionLinks, homeAnchors, learningLinks, type NavLinkItem } from './nav-links';
import { useDetailsMenu } from './use-details-menu';

/**
 * Phones: one menu with every link, the home sections, the language toggle and the account part. A
 * `<details>` disclosure, so it opens without script too (use-details-menu.ts): its links and Log out can
 * be reached before the page's code comes.
 */
export function MobileMenu() {
  const intl = useIntl();
  const { user } = useSession();
  const menu = useDetailsMenu();
  const links: NavLinkItem[] = [
    homeAnchors.about,
    ...learningLinks,
    ...actionLinks(user),
    homeAnchors.testimonials,
    homeAnchors.contact,
  ];
  return (
    <details ref={menu} className="mobile-menu">
      <summary className="mobile-menu__button">
        <span className="mobile-menu__icon" aria-hidden="true" />
        <FormattedMessage {...m.menuButton} />
      </summary>
      <nav className="mobile-menu__panel" aria-label={intl.formatMessage(m.mobileNav)}>
        <ul>
          {links.map((link) => (
            <NavItem key={link.to} link={link} />
          ))}
          <li>
            <LanguageToggle />
          </li>
          <MobileAccount />
        </ul>
      </nav>
    </details>
  );
}
