import Router from '@koa/router';
import type { Knex } from 'knex';
import { lastReadSchema, myAttemptsQuerySchema } from '@reentry/contracts/my-learning';
import { requestLocale } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody, parseQuery } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { PublishedContent } from '../content/published-cache.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { listMyAttempts } from './my-attempts.service.js';
import { getNextStep } from './next-step.service.js';
import { recordLastRead } from './reading-position.js';

export interface MyLearningDeps {
  knex: Knex;
  rateLimiter: RateLimiter;
  /** Published lessons: their sections and titles. */
  content: PublishedContent;
}

/** Issue 31, continuity: the learner's own attempts, the section they last read, and their next step. */
export function myLearningRoutes({ knex, rateLimiter, content }: MyLearningDeps): Router {
  const router = new Router();

  router.get('/api/users/attempts', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    const { moduleId } = parseQuery(myAttemptsQuerySchema, ctx);
    ctx.vary('Accept-Language');
    ctx.body = { attempts: await listMyAttempts(knex, userId, moduleId, requestLocale(ctx)) };
  });

  router.post('/api/users/last-read', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    await rateLimiter.consume([{ rule: 'lastReadPerUser', subject: String(userId) }]);
    await recordLastRead(knex, content, userId, parseBody(lastReadSchema, ctx));
    ctx.status = 204;
  });

  router.get('/api/users/next-step', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    ctx.vary('Accept-Language');
    ctx.body = { nextStep: await getNextStep(knex, content, userId, requestLocale(ctx)) };
  });

  return router;
}
