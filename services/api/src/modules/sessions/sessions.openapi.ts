import { accountSessionListSchema, endSessionRequestSchema } from '@reentry/contracts/account-security';
import { z } from 'zod';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Accounts';

export const sessionsApiDocs = defineRoutes([
  { method: 'get', path: '/api/auth/sessions', access: 'signed-in', tag, summary: "The user's sessions (browsers signed in)", responses: { 200: { description: 'Newest first; `current` marks this one.', schema: accountSessionListSchema } } },
  { method: 'post', path: '/api/auth/sessions/end', access: 'signed-in', tag, summary: 'End one of the user’s sessions', body: endSessionRequestSchema, errors: [404], responses: { 204: { description: 'Ended.' } } },
  {
    method: 'post', path: '/api/auth/sessions/keep-alive', access: 'signed-in', tag, summary: 'The user is still active (kiosk pages send it while a learner uses the tablet)',
    description: 'Counts as activity for the idle limit, like any other call but the 5-minute session check. No body.',
    responses: { 204: { description: 'Recorded.' } },
  },
  {
    method: 'post', path: '/api/auth/sessions/end-others', access: 'signed-in', tag, summary: 'End every session but this one',
    responses: { 200: { description: 'How many ended.', schema: z.object({ ended: z.number().int().min(0) }) } },
  },
]);
