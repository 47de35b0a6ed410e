import { accountApiDocs } from '../modules/account/account.openapi.js';
import { adminApiDocs } from '../modules/admin/admin.openapi.js';
import { assistanceRequestsApiDocs } from '../modules/assistance-requests/assistance-requests.openapi.js';
import { auditApiDocs } from '../modules/audit/audit.openapi.js';
import { authApiDocs } from '../modules/auth/auth.openapi.js';
import { certificatesApiDocs } from '../modules/certificates/certificates.openapi.js';
import { claimApiDocs } from '../modules/claim/claim.openapi.js';
import { contentApiDocs } from '../modules/content/content.openapi.js';
import { contactMessagesApiDocs } from '../modules/contact-messages/contact-messages.openapi.js';
import { donationsApiDocs } from '../modules/donations/donations.openapi.js';
import { monthlyGivingApiDocs } from '../modules/donations/monthly-giving.openapi.js';
import { facilityRequestsApiDocs } from '../modules/facility-requests/facility-requests.openapi.js';
import { healthApiDocs } from '../modules/health/health.openapi.js';
import { instructorApiDocs } from '../modules/instructor/instructor.openapi.js';
import { kioskApiDocs } from '../modules/kiosk/kiosk.openapi.js';
import { metricsApiDocs } from '../modules/metrics/metrics.openapi.js';
import { practiceApiDocs } from '../modules/practice/practice.openapi.js';
import { moneyPlanApiDocs } from '../modules/money-plan/money-plan.openapi.js';
import { progressApiDocs } from '../modules/progress/progress.openapi.js';
import { preCheckApiDocs } from '../modules/pre-check/pre-check.openapi.js';
import { impactApiDocs } from '../modules/impact/impact.openapi.js';
import { wellBeingApiDocs } from '../modules/well-being/well-being.openapi.js';
import { myClassApiDocs } from '../modules/users/my-class.openapi.js';
import { sessionsApiDocs } from '../modules/sessions/sessions.openapi.js';
import { organisationApiDocs } from '../modules/organisation/organisation.openapi.js';
import { siteConfigApiDocs } from '../modules/site-config/site-config.openapi.js';
import { successStoriesApiDocs } from '../modules/success-stories/success-stories.openapi.js';
import { twoFactorApiDocs } from '../modules/two-factor/two-factor.openapi.js';
import { webApiDocs } from '../modules/web/web.openapi.js';
import { openApiApiDocs } from './openapi.openapi.js';
import type { RouteDoc } from './route-doc.js';

/**
 * Every documented route. A new module adds its `<domain>.openapi.ts` list here; openapi.test.ts fails
 * while any route of the app's routers is missing (or a doc names a route that does not exist).
 */
export const routeDocs: readonly RouteDoc[] = [
  ...healthApiDocs,
  ...metricsApiDocs,
  ...webApiDocs,
  ...openApiApiDocs,
  ...authApiDocs,
  ...sessionsApiDocs,
  ...twoFactorApiDocs,
  ...accountApiDocs,
  ...successStoriesApiDocs,
  ...facilityRequestsApiDocs,
  ...contactMessagesApiDocs,
  ...assistanceRequestsApiDocs,
  ...auditApiDocs,
  ...siteConfigApiDocs,
  ...progressApiDocs,
  ...preCheckApiDocs,
  ...wellBeingApiDocs,
  ...impactApiDocs,
  ...practiceApiDocs,
  ...moneyPlanApiDocs,
  ...myClassApiDocs,
  ...donationsApiDocs,
  ...monthlyGivingApiDocs,
  ...instructorApiDocs,
  ...claimApiDocs,
  ...adminApiDocs,
  ...organisationApiDocs,
  ...contentApiDocs,
  ...certificatesApiDocs,
  ...kioskApiDocs,
];
