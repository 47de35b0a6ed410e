import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { accountLinks } from './account-links';
import { layoutMessages as m, signedInAsMessage } from './layout.messages';
import { NavItem } from './nav-item';
import { useDisclosure } from './use-disclosure';
import { useLogOut } from './use-log-out';

/** The signed-in visitor's menu (desktop header): their name, which opens their pages and Log out. */
function AccountMenu({ name }: { name: string }) {
  const { buttonProps, panelProps } = useDisclosure<HTMLUListElement>();
  const logOut = useLogOut();
  return (
    <div className="dropdown account-menu">
      <button type="button" className="dropdown__button account-menu__button" {...buttonProps}>
        {/* Short on screen (staff headers are full), the whole sentence for screen readers. */}
        <span className="visually-hidden">
          <FormattedMessage {...signedInAsMessage} values={{ name }} />
        </span>
        <span className="account-menu__name" aria-hidden="true">
          {name}
        </span>
        <span aria-hidden="true">▾</span>
      </button>
      <ul className="dropdown__panel dropdown__panel--end" {...panelProps}>
        <li className="account-menu__who" aria-hidden="true">
          <FormattedMessage {...signedInAsMessage} values={{ name }} />
        </li>
        {accountLinks.map((link) => (
          <NavItem key={link.to} link={link} />
        ))}
        <li>
          <button type="button" className="link-button" onClick={() => void logOut()}>
            <FormattedMessage {...m.logout} />
          </button>
        </li>
      </ul>
    </div>
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
