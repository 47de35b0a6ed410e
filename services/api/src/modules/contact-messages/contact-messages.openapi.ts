import { contactMessageSchema } from '@reentry/contracts/contact-messages';
import { submissionReceivedSchema } from '@reentry/contracts/form-submission';
import { defineRoutes } from '../../openapi/route-doc.js';

export const contactMessagesApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/contact', access: 'anyone', tag: 'Public forms', summary: 'Send a message to the team', body: contactMessageSchema, idempotencyKey: true, rateLimited: true,
    responses: { 201: { description: 'Received; a confirmation mail is queued.', schema: submissionReceivedSchema } },
  },
]);
