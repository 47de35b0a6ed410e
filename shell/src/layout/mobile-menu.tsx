import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '@reentry/platform';
import { LanguageToggle } from './language-toggle';
import { MobileAccount } from './mobile-account';
import { layoutMessages as m } from './layout.messages';
import { NavItem } from './nav-item';
import { actionLinks, homeAnchors, learningLinks, type NavLinkItem } from './nav-links';
import { useDisclosure } from './use-disclosure';

/** Phones: one menu with every link, the home sections, the language toggle and the account part. */
export function MobileMenu() {
  const intl = useIntl();
  const { user } = useSession();
  const { open, buttonProps, panelProps } = useDisclosure<HTMLElement>();
  const links: NavLinkItem[] = [
    homeAnchors.about,
    ...learningLinks,
    ...actionLinks(user),
    homeAnchors.testimonials,
    homeAnchors.contact,
  ];
  return (
    <div className="mobile-menu">
      <button type="button" className="mobile-menu__button" {...buttonProps}>
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        <FormattedMessage {...m.menuButton} />
      </button>
      <nav className="mobile-menu__panel" aria-label={intl.formatMessage(m.mobileNav)} {...panelProps}>
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
    </div>
  );
}
