import Router from '@koa/router';
import type { Knex } from 'knex';
import { quizSubmissionSchema } from '@reentry/contracts/quiz';
import { requestLocale } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody } from '../../validation.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { IdempotentRunner } from '../idempotency/with-idempotency.js';
import { getProgress, submitQuiz } from './progress.service.js';

/** Learning progress: the signed-in learner's progress, and quiz attempts graded by the server. */
export function progressRoutes(knex: Knex, idempotent: IdempotentRunner): Router {
  const router = new Router();
  router.get('/api/users/progress', noStore, async (ctx) => {
    ctx.body = await getProgress(knex, (await requireSignedIn(knex, ctx)).id);
  });

  router.post('/api/modules/complete', noStore, async (ctx) => {
    const userId = (await requireSignedIn(knex, ctx)).id;
    const submission = parseBody(quizSubmissionSchema, ctx);
    const locale = requestLocale(ctx);
    ctx.vary('Accept-Language');
    // One attempt per Idempotency-Key (the quiz sends one per attempt, and the same on a retry): a retry
    // gets the same graded result and spends no attempt. Keys are per learner.
    await idempotent.respond(ctx, {
      scope: `quiz-attempts:${userId}`,
      request: { submission, locale },
      status: 200,
      limits: [{ rule: 'quizAttemptPerUser', subject: String(userId) }],
      run: (trx) => submitQuiz(trx, userId, submission, locale),
    });
  });

  return router;
}
