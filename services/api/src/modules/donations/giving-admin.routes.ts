import Router from '@koa/router';
import { resendStatementRequestSchema } from '@reentry/contracts/monthly-giving';
import { authorizedUser, requireRole } from '../../middleware/require-role.js';
import { parseBody } from '../../validation.js';
import type { DonationRouteDeps } from './donations.routes.js';
import { resendStatement } from './giving-statements.service.js';
import { runningMonthlyGifts } from './monthly-gifts.service.js';

/** Admins see the running monthly gifts, and send a donor's year-end statement again (the January job sends each once). */
export function givingAdminRoutes(deps: DonationRouteDeps): Router {
  const router = new Router();
  router.get('/api/admin/donations/monthly-donors', requireRole(deps, 'admin'), async (ctx) => {
    ctx.body = await runningMonthlyGifts(deps.knex);
  });
  router.post('/api/admin/donations/statements', requireRole(deps, 'admin'), async (ctx) => {
    const { email, year } = parseBody(resendStatementRequestSchema, ctx);
    await resendStatement(deps, email.toLowerCase(), year, authorizedUser(ctx));
    ctx.status = 202;
    ctx.body = { queued: true };
  });
  return router;
}
