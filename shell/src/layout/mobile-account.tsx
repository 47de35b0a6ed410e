import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSession } from '@reentry/platform';
import { accountLinks } from './account-links';
import { layoutMessages as m, signedInAsMessage } from './layout.messages';
import { NavItem } from './nav-item';
import { LogOutForm } from './log-out-form';

/** The phone menu's account part: Login for visitors; who is signed in, their pages and Log out. */
export function MobileAccount() {
  const session = useSession();
  if (session.status === 'loading') return null;
  if (!session.user) {
    return (
      <li>
        <Link className="account-control__login" to="/login">
          <FormattedMessage {...m.login} />
        </Link>
      </li>
    );
  }
  return (
    <li className="mobile-menu__account">
      <p className="mobile-menu__account-name">
        <FormattedMessage {...signedInAsMessage} values={{ name: session.user.name }} />
      </p>
      <ul>
        {accountLinks.map((link) => (
          <NavItem key={link.to} link={link} />
        ))}
        <li>
          <LogOutForm />
        </li>
      </ul>
    </li>
  );
}
