import { submissionReceivedSchema } from '@reentry/contracts/form-submission';
import { successStoryListQuerySchema, successStoryListSchema, successStorySubmissionSchema } from '@reentry/contracts/success-stories';
import { defineRoutes } from '../../openapi/route-doc.js';

export const successStoriesApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/success-stories', access: 'anyone', tag: 'Content', summary: 'Approved success stories in one language', query: successStoryListQuerySchema,
    responses: { 200: { description: 'Stories (the request’s language unless `locale` says).', schema: successStoryListSchema } },
  },
  {
    method: 'post', path: '/api/success-stories', access: 'anyone', tag: 'Public forms', summary: 'Share a story (staff review it first)', body: successStorySubmissionSchema, idempotencyKey: true, rateLimited: true,
    responses: { 201: { description: 'Received.', schema: submissionReceivedSchema } },
  },
]);
