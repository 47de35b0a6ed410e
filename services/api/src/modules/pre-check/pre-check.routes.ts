import Router from '@koa/router';
import type { Knex } from 'knex';
import { preCheckParamsSchema, preCheckSubmissionSchema } from '@reentry/contracts/learning-measures';
import { requestLocale } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody, parseQuery } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { PublishedContent } from '../content/published-cache.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';
import { myBeforeAfter, readPreCheck, submitPreCheck } from './pre-check.service.js';

interface PreCheckDeps {
  knex: Knex;
  idempotent: IdempotentRunner;
  content: PublishedContent;
}

/** The before-check of each module (issue 40), and the learner's own before and after. */
export function preCheckRoutes({ knex, idempotent, content }: PreCheckDeps): Router {
  const router = new Router();

  router.get('/api/modules/:id/pre-check', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    const { id } = parseQuery(preCheckParamsSchema, ctx, ctx.params);
    ctx.vary('Accept-Language');
    ctx.body = await readPreCheck(knex, content, userId, id, requestLocale(ctx));
  });

  router.post('/api/modules/:id/pre-check', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    const { id } = parseQuery(preCheckParamsSchema, ctx, ctx.params);
    const { answers } = parseBody(preCheckSubmissionSchema, ctx);
    const locale = requestLocale(ctx);
    // As a quiz attempt: one before-check per Idempotency-Key, and a retry with it gets the same answer.
    await idempotent.respond(ctx, {
      scope: `pre-checks:${userId}`,
      request: { id, answers, locale },
      status: 201,
      limits: [{ rule: 'learningMeasurePerUser', subject: String(userId) }],
      run: (trx) => submitPreCheck(trx, userId, id, answers, locale),
    });
  });

  router.get('/api/users/before-after', noStore, async (ctx) => {
    ctx.body = await myBeforeAfter(knex, (await requireSignedIn(knex, ctx)).id);
  });

  return router;
}
