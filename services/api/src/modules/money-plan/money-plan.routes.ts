import Router from '@koa/router';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import { moneyPlanRequestSchema } from '@reentry/contracts/money-plan';
import type { MoneyPlan } from '@reentry/contracts/money-plan-rules';
import { AppError, ValidationError } from '../../errors.js';
import { noStore } from '../../middleware/no-store.js';
import { parseQuery, requestBody } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { readMoneyPlan, saveMoneyPlan } from './money-plan.service.js';

/** The body as the contract reads it; a plan that breaks it is 422 with each bad field named (no body: 400). */
function parsePlan(ctx: Context): MoneyPlan {
  const body = requestBody(ctx);
  try {
    return parseQuery(moneyPlanRequestSchema, ctx, body);
  } catch (error) {
    if (error instanceof ValidationError) throw new AppError(422, 'VALIDATION_FAILED', error.message, error.options);
    throw error;
  }
}

/** "My first month's money plan" (issue 34): a signed-in learner's own plan, one per learner. */
export function moneyPlanRoutes({ knex, rateLimiter }: { knex: Knex; rateLimiter: RateLimiter }): Router {
  const router = new Router();

  router.get('/api/money-plan', noStore, async (ctx) => {
    ctx.body = await readMoneyPlan(knex, (await requireSignedIn(knex, ctx)).id);
  });

  router.put('/api/money-plan', noStore, async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    await rateLimiter.consume([{ rule: 'moneyPlanSavePerUser', subject: String(user.id) }]);
    const plan = parsePlan(ctx);
    ctx.body = await saveMoneyPlan(knex, { id: user.id, username: user.username }, plan);
  });

  return router;
}
