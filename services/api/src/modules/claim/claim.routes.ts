import Router from '@koa/router';
import { claimCodeParamsSchema, claimInputSchema, claimMessages } from '@reentry/contracts/claim';
import { ForbiddenError } from '../../errors.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { parseBody, parseQuery } from '../../validation.js';
import { isStaff, requireSignedIn } from '../auth/signed-in-user.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { makeClaimCode } from './claim-code.service.js';
import { claimWithCode } from './claim.service.js';

export interface ClaimDeps extends AccessDeps {
  rateLimiter: RateLimiter;
}

/**
 * Issue 41, section 3: the take-home claim card. The instructor makes a card for a person on their roster;
 * the person, signed in to their own account, claims their paper work with its code.
 */
export function claimRoutes(deps: ClaimDeps): Router {
  const router = new Router();

  router.post('/api/instructor/roster/:id/claim-code', requireRole(deps, 'instructor'), async (ctx) => {
    const { id } = parseQuery(claimCodeParamsSchema, ctx, ctx.params);
    const user = authorizedUser(ctx);
    await deps.rateLimiter.consume([{ rule: 'claimCodeCreatePerUser', subject: String(user.id) }]);
    ctx.status = 201;
    ctx.body = await makeClaimCode(deps.knex, user, id);
  });

  router.post('/api/claim', async (ctx) => {
    const user = await requireSignedIn(deps.knex, ctx);
    ctx.set('Cache-Control', 'private, no-store');
    // Every attempt counts, before the body is read: a malformed code is a guess too.
    await deps.rateLimiter.consume([
      { rule: 'claimPerIp', subject: ctx.ip },
      { rule: 'claimPerUser', subject: String(user.id) },
    ]);
    if (isStaff(user)) throw new ForbiddenError('Staff accounts cannot claim a card.', claimMessages.staffCannotClaim.id);
    const { code } = parseBody(claimInputSchema, ctx);
    ctx.body = await claimWithCode(deps.knex, user, code);
  });

  return router;
}
