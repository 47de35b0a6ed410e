import { myBeforeAfterSchema, preCheckParamsSchema, preCheckSavedSchema, preCheckSchema, preCheckSubmissionSchema } from '@reentry/contracts/learning-measures';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Learning';

export const preCheckApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/modules/:id/pre-check', access: 'signed-in', tag, summary: "A module's before-check: its quiz questions, no answers", params: preCheckParamsSchema, errors: [400],
    description: 'The questions of the published quiz in the request language, each with its learning objective, never the right answers; and whether the caller has answered it or taken the quiz.',
    responses: { 200: { description: 'The before-check.', schema: preCheckSchema } },
  },
  {
    method: 'post', path: '/api/modules/:id/pre-check', access: 'signed-in', tag, summary: 'Answer a module\'s before-check (once, before its quiz)', params: preCheckParamsSchema,
    body: preCheckSubmissionSchema, rateLimited: true, idempotencyKey: true, errors: [403, 409],
    description: 'One option value per question, in the quiz order. Kept, never graded on screen. 409 when the caller already answered it or already took the quiz; 403 when the module is locked. A retry with the same Idempotency-Key gets the first answer.',
    responses: { 201: { description: 'Kept.', schema: preCheckSavedSchema } },
  },
  {
    method: 'get', path: '/api/users/before-after', access: 'signed-in', tag, summary: "The caller's own before and after, per module",
    description: 'For each module with a before-check: right answers before, and in the first graded quiz (null until it is taken).',
    responses: { 200: { description: 'Before and after.', schema: myBeforeAfterSchema } },
  },
]);
