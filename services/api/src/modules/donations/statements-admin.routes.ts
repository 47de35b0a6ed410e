import Router from '@koa/router';
import { resendStatementRequestSchema } from '@reentry/contracts/monthly-giving';
import { authorizedUser, requireRole } from '../../middleware/require-role.js';
import { parseBody } from '../../validation.js';
import type { DonationRouteDeps } from './donations.routes.js';
import { resendStatement } from './giving-statements.service.js';

/** Admins send a donor's year-end statement again (the January job sends each once). */
export function statementsAdminRoutes(deps: DonationRouteDeps): Router {
  const router = new Router();
  router.post('/api/admin/donations/statements', requireRole(deps, 'admin'), async (ctx) => {
    const { email, year } = parseBody(resendStatementRequestSchema, ctx);
    await resendStatement(deps, email.toLowerCase(), year, authorizedUser(ctx));
    ctx.status = 202;
    ctx.body = { queued: true };
  });
  return router;
}
