import Router from '@koa/router';
import type { Knex } from 'knex';
import { practiceAnswerRequestSchema } from '@reentry/contracts/practice';
import { requestLocale } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody } from '../../validation.js';
import { requireSignedIn, sessionUserId } from '../auth/signed-in-user.js';
import type { PublishedContent } from '../content/published-cache.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { choiceOf, gradePractice, practiceProgress, saveAnswer, scenarioOr404 } from './practice.service.js';

export interface PracticeDeps {
  knex: Knex;
  rateLimiter: RateLimiter;
  idempotent: IdempotentRunner;
  content: PublishedContent;
}

/**
 * "Spot the scam" (issue 34): anyone may answer and is graded by the server; a signed-in learner's answer
 * is also kept, once per Idempotency-Key (one key per attempt, the same on a retry or a double press).
 */
export function practiceRoutes({ knex, rateLimiter, idempotent, content }: PracticeDeps): Router {
  const router = new Router();

  router.post('/api/practice/:id/answer', noStore, async (ctx) => {
    const locale = requestLocale(ctx);
    ctx.vary('Accept-Language');
    // Graded on the published scenario (read before the transaction: the reader uses the pool).
    const { scenario, version } = await scenarioOr404(content, locale, ctx.params.id ?? '');
    const choice = choiceOf(scenario, parseBody(practiceAnswerRequestSchema, ctx).choice);
    const perIp = { rule: 'practiceAnswerPerIp' as const, subject: ctx.ip };
    if (sessionUserId(ctx) === undefined) {
      await rateLimiter.consume([perIp]);
      ctx.body = gradePractice(scenario, choice, false);
      return;
    }
    const userId = (await requireSignedIn(knex, ctx)).id;
    await idempotent.respond(ctx, {
      scope: `practice-answers:${userId}`,
      request: { scenarioId: scenario.id, choice, locale },
      status: 200,
      limits: [perIp, { rule: 'practiceAnswerPerUser', subject: String(userId) }],
      run: (trx) => saveAnswer(trx, userId, gradePractice(scenario, choice, true), version),
    });
  });

  router.get('/api/practice/answers', noStore, async (ctx) => {
    ctx.body = await practiceProgress(knex, (await requireSignedIn(knex, ctx)).id);
  });

  return router;
}
