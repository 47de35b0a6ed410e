import { myWellBeingSchema, wellBeingSavedSchema, wellBeingSubmissionSchema } from '@reentry/contracts/well-being';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Account';

export const wellBeingApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/account/well-being', access: 'signed-in', tag, summary: 'Which well-being round is open to the caller, and their scores',
    description: 'The CFPB Financial Well-Being Scale (five items): the first round is open for 14 days after sign-up; the second from 90 days on, to a learner who answered the first.',
    responses: { 200: { description: 'The open round (or null) and the caller\'s scores.', schema: myWellBeingSchema } },
  },
  {
    method: 'post', path: '/api/account/well-being', access: 'signed-in', tag, summary: 'Answer the open well-being round', body: wellBeingSubmissionSchema,
    rateLimited: true, idempotencyKey: true, errors: [409],
    description: 'Five replies (0 = "Completely" or "Always" to 4 = "Not at all" or "Never"), the age group and consent. The server scores them with the CFPB table. 409 when no round is open.',
    responses: { 201: { description: 'Kept, with the score.', schema: wellBeingSavedSchema } },
  },
]);
