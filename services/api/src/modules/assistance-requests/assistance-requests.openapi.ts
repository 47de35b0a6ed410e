import { assistanceRequestDetailSchema, assistanceRequestIdSchema, assistanceRequestSchema, assistanceSubmittedSchema } from '@reentry/contracts/assistance-requests';
import { defineRoutes } from '../../openapi/route-doc.js';

export const assistanceRequestsApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/assistance-requests', access: 'anyone', tag: 'Public forms', summary: 'Apply for reentry assistance', body: assistanceRequestSchema, idempotencyKey: true, rateLimited: true,
    description: 'Sensitive answers are stored encrypted.',
    responses: { 201: { description: 'Received, with a reference to quote.', schema: assistanceSubmittedSchema } },
  },
  {
    method: 'get', path: '/api/admin/assistance-requests/:id', access: 'admin', tag: 'Admin', summary: 'One application, decrypted (the read is audited)', params: assistanceRequestIdSchema, errors: [404],
    responses: { 200: { description: 'The application.', schema: assistanceRequestDetailSchema } },
  },
]);
