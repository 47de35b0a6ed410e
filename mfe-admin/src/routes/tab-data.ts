import type { AdminTab } from '@reentry/contracts/admin-rules';
import type { RouteServices } from '@reentry/contracts/remotes';
import { isContentKey } from '@reentry/contracts/content-studio-rules';
import { contentListQuery, contentRecordQuery, contentVersionsQuery } from '../features/content/content.query';
import { auditLogQuery } from '../features/audit-log/audit-log.query';
import { monthlyDonorsQuery } from '../features/donations/monthly-donors.query';
import { organisationQuery } from '../features/organisation/organisation.query';
import { overviewQuery } from '../features/overview/overview.query';
import { instructorsQuery } from '../features/users/instructors.query';
import { xPostQuery } from '../features/x-post/x-post.query';
import { currentPage, type ListParams } from '../shared/list-params';
import { listQuery } from '../shared/list-query';
import { staffQuery } from '../shared/staff.query';
import { siteConfigQuery } from '@reentry/platform';

/**
 * What each tab's first render reads: the loader ensures these (on the server, so the page arrives
 * with its data). `needed` must succeed for the page to be right; `helpful` (filter choices) may fail.
 */
export function tabData(services: RouteServices, tab: AdminTab, params: ListParams): { needed: Promise<unknown>[]; helpful: Promise<unknown>[] } {
  const { queryClient, api } = services;
  const ensure = queryClient.ensureQueryData.bind(queryClient);
  const prefetch = queryClient.prefetchQuery.bind(queryClient);
  const needed: Promise<unknown>[] = [ensure(siteConfigQuery(api))];
  const helpful: Promise<unknown>[] = [];
  switch (tab) {
    case 'overview':
      needed.push(ensure(overviewQuery(api)));
      // The new-install prompt (issue 39): is the legal name filled in?
      helpful.push(prefetch(organisationQuery(api)));
      // The funder report form's classes (issue 40).
      helpful.push(prefetch(instructorsQuery(api)));
      break;
    case 'facility-requests':
    case 'assistance-requests':
    case 'contact-messages':
      needed.push(ensure(listQuery(api, tab, params)));
      helpful.push(prefetch(staffQuery(api)));
      break;
    case 'donations':
    case 'success-stories':
    case 'user-progress':
      needed.push(ensure(listQuery(api, tab, params)));
      if (tab === 'user-progress') helpful.push(prefetch(instructorsQuery(api)));
      if (tab === 'donations') helpful.push(prefetch(monthlyDonorsQuery(api)));
      break;
    case 'instructors':
      needed.push(ensure(listQuery(api, 'user-progress', params)), ensure(instructorsQuery(api)));
      break;
    case 'audit-log':
      needed.push(ensure(auditLogQuery(api, currentPage(params))));
      break;
    case 'organisation':
      needed.push(ensure(organisationQuery(api)));
      break;
    case 'content':
      if (isContentKey(params.doc)) {
        needed.push(ensure(contentRecordQuery(api, params.doc)));
        helpful.push(prefetch(contentVersionsQuery(api, params.doc)));
      } else needed.push(ensure(contentListQuery(api)));
      break;
    case 'x-post-generator':
      needed.push(ensure(xPostQuery(api, services.getLocale())));
      break;
    case 'certificates':
    case 'kiosk-links':
      break;
  }
  return { needed, helpful };
}
