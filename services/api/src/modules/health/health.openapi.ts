import { z } from 'zod';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Operations';
const readiness = z.object({
  status: z.enum(['ok', 'shutting-down', 'database-unavailable', 'schema-behind', 'schema-ahead']),
  schema: z.enum(['current', 'ahead']).optional(),
  missing: z.array(z.string()).optional().describe('Migrations this release needs that are not applied (run the migrate command).'),
  unknown: z.array(z.string()).optional().describe('Applied migrations this release does not know (a newer release migrated).'),
});

export const healthApiDocs = defineRoutes([
  { method: 'get', path: '/livez', access: 'operator', tag, summary: 'Liveness: the process answers', responses: { 200: { description: 'Alive.', schema: z.object({ status: z.literal('ok') }) } } },
  {
    method: 'get', path: '/readyz', access: 'operator', tag, summary: 'Readiness: the database answers, the schema fits this release, not draining',
    responses: { 200: { description: 'Ready for traffic.', schema: readiness }, 503: { description: 'Not ready; `status` says why.', schema: readiness } },
  },
]);
