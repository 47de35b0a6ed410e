import Router from '@koa/router';
import type { Knex } from 'knex';
import { quizSubmissionSchema } from '@reentry/contracts/quiz';
import { requestLocale } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { getProgress, submitQuiz } from './progress.service.js';

/** Learning progress: the signed-in learner's progress, and quiz attempts graded by the server. */
export function progressRoutes(knex: Knex, rateLimiter: RateLimiter): Router {
  const router = new Router();
  router.get('/api/users/progress', noStore, async (ctx) => {
    ctx.body = await getProgress(knex, (await requireSignedIn(knex, ctx)).id);
  });

  router.post('/api/modules/complete', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    const submission = parseBody(quizSubmissionSchema, ctx);
    await rateLimiter.consume([{ rule: 'quizAttemptPerUser', subject: String(userId) }]);
    ctx.vary('Accept-Language');
    ctx.body = await submitQuiz(knex, userId, submission, requestLocale(ctx));
  });

  return router;
}
