import { FormattedMessage } from 'react-intl';
import { Link, NavLink } from 'react-router';
import type { NavLinkItem } from './nav-links';

/** One navigation link in a list; links to a home-page section never show as the current page. */
export function NavItem({ link }: { link: NavLinkItem }) {
  const label = <FormattedMessage {...link.label} />;
  return <li>{link.to.includes('#') ? <Link to={link.to}>{label}</Link> : <NavLink to={link.to}>{label}</NavLink>}</li>;
}
