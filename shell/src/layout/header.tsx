import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { useSession } from '@reentry/platform';
import { signedInAsMessage, layoutMessages as m } from './layout.messages';

/** Site header with the main navigation; role-specific links follow the signed-in user. */
export function Header() {
  const intl = useIntl();
  const { user } = useSession();
  const links = [
    { to: '/modules', label: m.modules },
    { to: '/resources', label: m.resources },
    { to: '/schedule', label: m.schedule },
    { to: '/assistance', label: m.getHelp },
    { to: '/donate', label: m.donate },
    ...(user?.isInstructor ? [{ to: '/instructor', label: m.instructor }] : []),
    ...(user?.isAdmin ? [{ to: '/admin', label: m.admin }] : []),
  ];
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        <FormattedMessage {...m.siteName} />
      </Link>
      <nav aria-label={intl.formatMessage(m.mainNav)}>
        <ul className="site-header__links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>
                <FormattedMessage {...link.label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {user && (
        <p className="site-header__user">
          <FormattedMessage {...signedInAsMessage} values={{ name: user.name }} />
        </p>
      )}
    </header>
  );
}
