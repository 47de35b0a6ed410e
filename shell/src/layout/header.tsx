import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { AccountControl } from './account-control';
import { layoutMessages as m } from './layout.messages';
import { MobileMenu } from './mobile-menu';
import { NavItem } from './nav-item';
import { actionLinks, homeAnchors, learningLinks } from './nav-links';
import { useDisclosure } from './use-disclosure';

function LearningDropdown() {
  const { buttonProps, panelProps } = useDisclosure<HTMLUListElement>();
  return (
    <div className="dropdown">
      <button type="button" className="dropdown__button" {...buttonProps}>
        <FormattedMessage {...m.financialLiteracy} />
        <span aria-hidden="true"> ▾</span>
      </button>
      <ul className="dropdown__panel" {...panelProps}>
        {learningLinks.map((link) => (
          <NavItem key={link.to} link={link} />
        ))}
      </ul>
    </div>
  );
}

/** Site header: the main navigation from medium screens up, the menu button on phones. */
export function Header() {
  const intl = useIntl();
  const { user } = useSession();
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        <FormattedMessage {...m.siteName} />
      </Link>
      <nav className="site-nav" aria-label={intl.formatMessage(m.mainNav)}>
        <ul className="site-nav__list">
          <NavItem link={homeAnchors.about} />
          <li>
            <LearningDropdown />
          </li>
          {actionLinks(user).map((link) => (
            <NavItem key={link.to} link={link} />
          ))}
        </ul>
      </nav>
      <div className="site-header__account">
        <AccountControl />
      </div>
      <MobileMenu />
    </header>
  );
}
