import { lastReadSchema, myAttemptsQuerySchema, myAttemptsSchema, nextStepResponseSchema } from '@reentry/contracts/my-learning';
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
  {
    method: 'get', path: '/api/users/attempts', access: 'signed-in', tag, summary: "The caller's own quiz attempts, newest first (at most 50)",
    query: myAttemptsQuerySchema, errors: [400],
    description: 'Each attempt with its date, score and the questions missed, with the option chosen and the right one, in the request language. Only the caller\'s attempts.',
    responses: { 200: { description: 'Attempts.', schema: myAttemptsSchema } },
  },
  {
    method: 'post', path: '/api/users/last-read', access: 'signed-in', tag, summary: 'Keep the lesson section the learner last read', body: lastReadSchema, rateLimited: true, errors: [403],
    description: 'The module and section ids must be in the content, and the module open to the caller (403 when locked). One position per learner, overwritten.',
    responses: { 204: { description: 'Kept.' } },
  },
  {
    method: 'get', path: '/api/users/next-step', access: 'signed-in', tag, summary: "The learner's one next step",
    description: 'A certificate earned but not made; else the latest of the section last read and a quiz not passed; else the first open module not passed; null when all is done.',
    responses: { 200: { description: 'The next step, worded in the request language.', schema: nextStepResponseSchema } },
  },
]);
