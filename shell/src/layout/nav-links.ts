import type { MessageDescriptor } from 'react-intl';
import type { User } from '@reentry/contracts/user';
import { layoutMessages as m } from './layout.messages';

export interface NavLinkItem {
  to: string;
  label: MessageDescriptor;
}

/** The learning pages grouped under "Financial Literacy". */
export const learningLinks: NavLinkItem[] = [
  { to: '/modules', label: m.modules },
  { to: '/practice', label: m.practice },
  { to: '/money-plan', label: m.moneyPlan },
  { to: '/resources', label: m.resources },
  { to: '/schedule', label: m.schedule },
];

/** The staff pages: the portal and dashboard only for those roles (the server checks too). */
export function staffLinks(user: User | null): NavLinkItem[] {
  return [
    ...(user?.isInstructor ? [{ to: '/instructor', label: m.instructor }] : []),
    ...(user?.isAdmin ? [{ to: '/admin', label: m.admin }] : []),
    // A content editor (not an admin) sees only the content studio of the dashboard.
    ...(!user?.isAdmin && user?.isContentEditor ? [{ to: '/admin?tab=content', label: m.content }] : []),
  ];
}

/** Links after the learning dropdown, the staff pages last. */
export function actionLinks(user: User | null): NavLinkItem[] {
  return [{ to: '/assistance', label: m.getHelp }, { to: '/donate', label: m.donate }, ...staffLinks(user)];
}

/** Home-page sections the header can jump to. */
export const homeAnchors = {
  about: { to: '/#about', label: m.about },
  testimonials: { to: '/#testimonials', label: m.testimonials },
  contact: { to: '/#contact', label: m.contact },
} satisfies Record<string, NavLinkItem>;
