import type { NavLinkItem } from './nav-links';
import { layoutMessages as m } from './layout.messages';

/**
 * The signed-in visitor's own pages: one list for the header's account menu and the phone menu.
 */
export const accountLinks: NavLinkItem[] = [
  { to: '/account', label: m.myAccount },
  { to: '/modules', label: m.myProgress },
  { to: '/certificates', label: m.myCertificates },
  { to: '/account/security', label: m.accountSecurity },
];
