import type { NavLinkItem } from './nav-links';
import { layoutMessages as m } from './layout.messages';

/**
 * The signed-in visitor's own pages: one list for the header's account menu and the phone menu. The account
 * page (`/account`: name, email, language, data export) joins it here when it exists.
 */
export const accountLinks: NavLinkItem[] = [
  { to: '/modules', label: m.myProgress },
  { to: '/certificates', label: m.myCertificates },
  { to: '/account/security', label: m.accountSecurity },
];
