import { claimCodeParamsSchema, claimCodeSchema, claimInputSchema, claimResultSchema } from '@reentry/contracts/claim';
import { defineRoutes } from '../../openapi/route-doc.js';

export const claimApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/instructor/roster/:id/claim-code', access: 'instructor', tag: 'Instructor', summary: 'Make a take-home claim card for a person on the caller\'s roster',
    description: '12 symbols of the certificate alphabet (shown in this answer only), valid 180 days; the person\'s older card stops working. 404 for a person not on the caller\'s roster, 409 for a person who has claimed their work. 600 an hour per instructor. Audited (the person\'s id only).',
    params: claimCodeParamsSchema, rateLimited: true, errors: [404, 409],
    responses: { 201: { description: 'The code, grouped for printing, and when it stops working.', schema: claimCodeSchema } },
  },
  {
    method: 'post', path: '/api/claim', access: 'signed-in', tag: 'Learning', summary: 'Move a roster person\'s paper work into the caller\'s account with their card\'s code',
    description:
      'Every attempt counts first (10 an hour per address and per account, well-formed or not). A code that is wrong, used, replaced or older than 180 days: one 400 for all. Staff accounts: 403. ' +
      'Each paper sheet becomes one of the account\'s attempts marked as paper (its own date); progress keeps the best of both. Once only; audited.',
    body: claimInputSchema, rateLimited: true, errors: [403],
    responses: { 200: { description: 'When, the account\'s passed modules now, and how many sheets moved.', schema: claimResultSchema } },
  },
]);
