import { auditLogPageSchema, auditLogQuerySchema } from '@reentry/contracts/audit-log';
import { defineRoutes } from '../../openapi/route-doc.js';

export const auditApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/admin/audit-log', access: 'admin', tag: 'Admin', summary: 'The append-only audit log, newest first', query: auditLogQuerySchema,
    responses: { 200: { description: 'One page.', schema: auditLogPageSchema } },
  },
]);
