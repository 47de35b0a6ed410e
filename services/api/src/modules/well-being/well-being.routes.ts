import Router from '@koa/router';
import type { Knex } from 'knex';
import { wellBeingSubmissionSchema } from '@reentry/contracts/well-being';
import { noStore } from '../../middleware/no-store.js';
import { parseBody } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';
import { answerWellBeing, myWellBeing } from './well-being.service.js';

/** The CFPB well-being questions (issue 40): right after sign-up, and again from 90 days on. */
export function wellBeingRoutes({ knex, idempotent }: { knex: Knex; idempotent: IdempotentRunner }): Router {
  const router = new Router();

  router.get('/api/account/well-being', noStore, async (ctx) => {
    ctx.body = await myWellBeing(knex, (await requireSignedIn(knex, ctx)).id);
  });

  router.post('/api/account/well-being', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    const input = parseBody(wellBeingSubmissionSchema, ctx);
    await idempotent.respond(ctx, {
      scope: `well-being:${userId}`,
      request: input,
      status: 201,
      limits: [{ rule: 'learningMeasurePerUser', subject: String(userId) }],
      run: (trx) => answerWellBeing(trx, userId, input),
    });
  });

  return router;
}
