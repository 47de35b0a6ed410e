import { facilityRequestSchema } from '@reentry/contracts/facility-requests';
import { submissionReceivedSchema } from '@reentry/contracts/form-submission';
import { defineRoutes } from '../../openapi/route-doc.js';

export const facilityRequestsApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/facility-requests', access: 'anyone', tag: 'Public forms', summary: 'Request a workshop for a facility', body: facilityRequestSchema, idempotencyKey: true, rateLimited: true,
    responses: { 201: { description: 'Received; a confirmation mail is queued.', schema: submissionReceivedSchema } },
  },
]);
