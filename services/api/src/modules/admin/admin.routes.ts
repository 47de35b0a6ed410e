import Router from '@koa/router';
import { donationListQuerySchema } from '@reentry/contracts/admin-lists';
import type { Logger } from '../../logger.js';
import { requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { addListRoutes } from '../admin-lists/list-routes.js';
import type { PublishedContent } from '../content/published-cache.js';
import { addOverviewRoutes } from '../admin-overview/admin-overview.routes.js';
import { addRequestRoutes } from '../admin-requests/admin-requests.routes.js';
import { addStoryRoutes } from '../admin-stories/admin-stories.routes.js';
import { addUserRoutes } from '../admin-users/admin-users.routes.js';
import { donationCsv, donationList } from '../donations/admin-donations.list.js';
import { addOrganisationRoutes } from '../organisation/organisation.routes.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';

export interface AdminRouteDeps extends AccessDeps {
  logger: Logger;
  /** SITE_TIME_ZONE: days, weeks and the business-day promise are counted in it. */
  timeZone: string;
  rateLimiter: RateLimiter;
  organisation: OrganisationStore;
  /** Published quizzes, for the overview's most-missed questions. */
  content: PublishedContent;
  /** Links in mails (a learner is told of a reset code) always use this host. */
  publicUrl: string;
}

/**
 * The admin dashboard's API under /api/admin. Every route carries the admin guard itself (the role is
 * read from the database on each request); the role matrix test walks this table.
 */
export function adminRoutes(deps: AdminRouteDeps): Router {
  const router = new Router({ prefix: '/api/admin' });
  const admin = requireRole(deps, 'admin');
  addRequestRoutes(router, admin, deps);
  addListRoutes(router, admin, deps, { path: '/donations', schema: donationListQuerySchema, spec: donationList, csv: donationCsv, auditType: 'donation' });
  addUserRoutes(router, admin, deps);
  addStoryRoutes(router, admin, deps);
  addOverviewRoutes(router, admin, deps);
  // Content editors keep the public contact details up to date too (issue 39).
  addOrganisationRoutes(router, requireRole(deps, 'admin', 'editor'), deps.organisation);
  return router;
}
