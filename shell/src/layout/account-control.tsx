import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { accountLinks } from './account-links';
import { layoutMessages as m, signedInAsMessage } from './layout.messages';
import { LogOutForm } from './log-out-form';
import { NavItem } from './nav-item';
import { useDetailsMenu } from './use-details-menu';

/**
 * The signed-in visitor's menu (desktop header): their name, which opens their pages and Log out. A
 * `<details>` disclosure, so it opens without script too (use-details-menu.ts).
 */
function AccountMenu({ name }: { name: string }) {
  const menu = useDetailsMenu();
  return (
    <details ref={menu} className="dropdown account-menu">
      <summary className="dropdown__button account-menu__button">
        {/* Short on screen (staff headers are full), the whole sentence for screen readers. */}
        <span className="visually-hidden">
          <FormattedMessage {...signedInAsMessage} values={{ name }} />
        </span>
        <span className="account-menu__name" aria-hidden="true">
          {name}
        </span>
        <span aria-hidden="true">▾</span>
      </summary>
      <ul className="dropdown__panel dropdown__panel--end">
        <li className="account-menu__who" aria-hidden="true">
          <FormattedMessage {...signedInAsMessage} values={{ name }} />
        </li>
        {accountLinks.map((link) => (
          <NavItem key={link.to} link={link} />
        ))}
        <li>
          <LogOutForm />
        </li>
      </ul>
    </details>
  );
}

/** Login link for visitors; the account menu once signed in. */
export function AccountControl() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <Link className="account-control__login" to="/login">
        <FormattedMessage {...m.login} />
      </Link>
    );
  }
  return <AccountMenu name={session.user.name} />;
}
