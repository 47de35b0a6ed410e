import { z } from 'zod';
import { defineRoutes } from '../../openapi/route-doc.js';

export const metricsApiDocs = defineRoutes([
  {
    method: 'get', path: '/metrics', access: 'operator', tag: 'Operations', summary: 'Prometheus metrics',
    description: 'On this port only with METRICS_TOKEN, as `Authorization: Bearer <token>`; otherwise 404 here (METRICS_PORT serves it apart).',
    responses: {
      200: { description: 'Prometheus text format.', schema: z.string(), contentType: 'text/plain; version=0.0.4' },
      401: { description: 'Missing or wrong token.', schema: z.string(), contentType: 'text/plain' },
      404: { description: 'Not served on this port.', schema: z.string(), contentType: 'text/plain' },
    },
  },
]);
