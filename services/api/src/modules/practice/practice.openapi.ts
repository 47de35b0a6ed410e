import { z } from 'zod';
import { practiceAnswerRequestSchema, practiceAnswerResultSchema, practiceProgressSchema } from '@reentry/contracts/practice';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Learning';
const params = z.object({ id: z.string().describe('The scenario id (payment-app-mistake, real-bank-text, ...). Ids not in the published scenarios answer 404.') });

export const practiceApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/practice/:id/answer', access: 'anyone', tag, summary: 'Spot the scam: answer a practice scenario; the server grades it',
    description:
      'Anyone is graded, against the published Spot the scam scenarios (explanations in the request’s language). A signed-in learner’s ' +
      'answer is also saved (`saved: true`) with the content version it was graded on: send one ' +
      'Idempotency-Key per attempt, the same on a retry. A choice the scenario does not have answers 422 `VALIDATION_FAILED`.',
    params, body: practiceAnswerRequestSchema, rateLimited: true, idempotencyKey: true, errors: [404, 422],
    responses: { 200: { description: 'The graded answer.', schema: practiceAnswerResultSchema } },
  },
  {
    method: 'get', path: '/api/practice/answers', access: 'signed-in', tag, summary: "The learner's answered scenarios, and those answered right",
    responses: { 200: { description: 'Practice progress.', schema: practiceProgressSchema } },
  },
]);
