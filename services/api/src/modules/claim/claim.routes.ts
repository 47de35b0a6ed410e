import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
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

const COUNTED = 'claimAttemptCounted';

/** A claim needs an account (401 first), then counts against the address's and the account's limits. */
async function countAttempt(deps: ClaimDeps, ctx: Context) {
  const user = await requireSignedIn(deps.knex, ctx);
  await deps.rateLimiter.consume([
    { rule: 'claimPerIp', subject: ctx.ip },
    { rule: 'claimPerUser', subject: String(user.id) },
  ]);
  ctx.state[COUNTED] = true;
  return user;
}

/**
 * Every claim is a guess until it works, well-formed or not: counted before the API reads the body, so a body
 * its JSON parser refuses (not an object, a `__proto__` key) counts too. The API's mount puts it before the
 * body parser (app.ts); the route counts a request that did not pass here.
 */
export function countClaimAttempts(deps: ClaimDeps): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'POST' && ctx.path.toLowerCase() === '/api/claim') await countAttempt(deps, ctx);
    await next();
  };
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
    ctx.set('Cache-Control', 'private, no-store');
    // Counted already before the body was read (countClaimAttempts), unless this request came another way.
    const user = ctx.state[COUNTED] === true ? await requireSignedIn(deps.knex, ctx) : await countAttempt(deps, ctx);
    if (isStaff(user)) throw new ForbiddenError('Staff accounts cannot claim a card.', claimMessages.staffCannotClaim.id);
    const { code } = parseBody(claimInputSchema, ctx);
    ctx.body = await claimWithCode(deps.knex, user, code);
  });

  return router;
}
