import { defineMessage, defineMessages } from 'react-intl';
import type { AdminTab } from '@reentry/contracts/admin-rules';

export const dashboardMessages = defineMessages({
  title: { id: 'admin.dashboard.title', defaultMessage: 'Admin dashboard', description: 'Page heading' },
  intro: { id: 'admin.dashboard.intro', defaultMessage: 'Review requests, donations and learner progress.', description: 'One sentence under the heading' },
  tabs: { id: 'admin.dashboard.tabs', defaultMessage: 'Dashboard sections', description: 'Accessible name of the tab list' },
  loading: { id: 'admin.dashboard.loading', defaultMessage: 'Loading…', description: 'Shown while the dashboard checks who is signed in' },
});

/** A dashboard section the signed-in person's role cannot use (issue 39). */
export const noAccessMessages = {
  ...defineMessages({
    title: { id: 'admin.noAccess.title', defaultMessage: 'You do not have access to this section', description: 'Heading when the link opens a dashboard section this account may not use' },
    body: {
      id: 'admin.noAccess.body',
      defaultMessage: 'Your account cannot open this part of the dashboard. If you need it for your work, ask an administrator.',
      description: 'Text under the no-access heading',
    },
  }),
  goTo: defineMessage<{ section: string }>({ id: 'admin.noAccess.goTo', defaultMessage: 'Go to {section}', description: 'Link to a section this account may use; {section} is its tab name, e.g. "Content"' }),
};

export const tabMessages: Record<AdminTab, { id: string; defaultMessage: string; description: string }> = defineMessages({
  overview: { id: 'admin.tab.overview', defaultMessage: 'Overview', description: 'Dashboard tab' },
  'facility-requests': { id: 'admin.tab.facilityRequests', defaultMessage: 'Facility Requests', description: 'Dashboard tab: workshop requests' },
  'assistance-requests': { id: 'admin.tab.assistanceRequests', defaultMessage: 'Assistance Applications', description: 'Dashboard tab' },
  donations: { id: 'admin.tab.donations', defaultMessage: 'Donations', description: 'Dashboard tab' },
  'contact-messages': { id: 'admin.tab.contactMessages', defaultMessage: 'Contact Messages', description: 'Dashboard tab' },
  'user-progress': { id: 'admin.tab.userProgress', defaultMessage: 'User Progress', description: 'Dashboard tab' },
  instructors: { id: 'admin.tab.instructors', defaultMessage: 'Instructors', description: 'Dashboard tab' },
  'success-stories': { id: 'admin.tab.successStories', defaultMessage: 'Success Stories', description: 'Dashboard tab' },
  'x-post-generator': { id: 'admin.tab.xPostGenerator', defaultMessage: 'X Post Generator', description: 'Dashboard tab' },
  certificates: { id: 'admin.tab.certificates', defaultMessage: 'Certificates', description: 'Dashboard tab: find and revoke completion certificates' },
  'kiosk-links': { id: 'admin.tab.kioskLinks', defaultMessage: 'Kiosk Links', description: 'Dashboard tab: links that set up a facility’s shared tablets (kiosk mode)' },
  content: { id: 'admin.tab.content', defaultMessage: 'Content', description: 'Dashboard tab: edit and publish the lessons, quizzes and page texts in English and Spanish' },
  organisation: { id: 'admin.tab.organisation', defaultMessage: 'Organisation', description: "Dashboard tab: the organisation's name, address, phone and other details" },
  'audit-log': { id: 'admin.tab.auditLog', defaultMessage: 'Audit Log', description: 'Dashboard tab' },
});
