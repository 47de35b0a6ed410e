import { progressResponseSchema } from '@reentry/contracts/progress';
import { quizResultSchema, quizSubmissionSchema } from '@reentry/contracts/quiz';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Learning';

export const progressApiDocs = defineRoutes([
  { method: 'get', path: '/api/users/progress', access: 'signed-in', tag, summary: "The learner's completed modules and best quiz scores", responses: { 200: { description: 'Progress.', schema: progressResponseSchema } } },
  {
    method: 'post', path: '/api/modules/complete', access: 'signed-in', tag, summary: 'Submit a module quiz; the server grades it', body: quizSubmissionSchema, rateLimited: true, idempotencyKey: true,
    description: 'Send one Idempotency-Key per attempt and the same key when retrying it: the retry gets the same graded result (header `Idempotent-Replayed: true`) and is not counted as another attempt.',
    responses: { 200: { description: 'Score, per-question results and updated progress.', schema: quizResultSchema } },
  },
]);
