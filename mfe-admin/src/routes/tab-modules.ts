import type { ComponentType } from 'react';
import type { AdminTab } from '@reentry/contracts/admin-rules';
import type { ListParams } from '../shared/list-params';

export type TabComponent = ComponentType<{ params: ListParams }>;

/**
 * Each tab's code is its own chunk, fetched when the tab is first opened: a visit to one tab does
 * not download the table library and the code of the nine others.
 */
const importers: Record<AdminTab, () => Promise<TabComponent>> = {
  overview: () => import('../features/overview/overview-tab').then((module) => module.OverviewTab),
  'facility-requests': () => import('../features/facility-requests/facility-requests-tab').then((module) => module.FacilityRequestsTab),
  'assistance-requests': () => import('../features/assistance-requests/assistance-requests-tab').then((module) => module.AssistanceRequestsTab),
  donations: () => import('../features/donations/donations-tab').then((module) => module.DonationsTab),
  'contact-messages': () => import('../features/contact-messages/contact-messages-tab').then((module) => module.ContactMessagesTab),
  'user-progress': () => import('../features/users/user-progress-tab').then((module) => module.UserProgressTab),
  instructors: () => import('../features/users/instructors-tab').then((module) => module.InstructorsTab),
  'success-stories': () => import('../features/success-stories/success-stories-tab').then((module) => module.SuccessStoriesTab),
  'x-post-generator': () => import('../features/x-post/x-post-tab').then((module) => module.XPostTab),
  certificates: () => import('../features/certificates/certificates-tab').then((module) => module.CertificatesTab),
  'kiosk-links': () => import('../features/kiosk-links/kiosk-links-tab').then((module) => module.KioskLinksTab),
  content: () => import('../features/content/content-tab').then((module) => module.ContentTab),
  organisation: () => import('../features/organisation/organisation-tab').then((module) => module.OrganisationTab),
  'audit-log': () => import('../features/audit-log/audit-log-tab').then((module) => module.AuditLogTab),
};

// Code, not data: the same components for every visitor, so a module-level cache is safe on the server.
const loaded = new Map<AdminTab, TabComponent>();

/** The tab's component, downloading its chunk the first time. */
export async function loadTab(tab: AdminTab): Promise<TabComponent> {
  let component = loaded.get(tab);
  if (!component) {
    component = await importers[tab]();
    loaded.set(tab, component);
  }
  return component;
}

/** The tab's component if its chunk is already here (a loader or the route's `lazy` fetched it). */
export function loadedTab(tab: AdminTab): TabComponent | undefined {
  return loaded.get(tab);
}
