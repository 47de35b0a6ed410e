import { z } from 'zod';
import { defineRoutes } from './route-doc.js';

export const openApiApiDocs = defineRoutes([
  { method: 'get', path: '/api/openapi.json', access: 'anyone', tag: 'Reference', summary: 'This document (OpenAPI 3.1)', responses: { 200: { description: 'The document.', schema: z.object({ openapi: z.literal('3.1.0') }).loose() } } },
  { method: 'get', path: '/api/reference', access: 'anyone', tag: 'Reference', summary: 'This document as a page to read', responses: { 200: { description: 'HTML, no script.', schema: z.string(), contentType: 'text/html' } } },
]);
