import Router from '@koa/router';
import type { Knex } from 'knex';
import { auditLogQuerySchema } from '@reentry/contracts/audit-log';
import { requireRole } from '../../middleware/require-role.js';
import { parseQuery } from '../../validation.js';
import { listAudit } from './audit.service.js';

export function auditRoutes(knex: Knex): Router {
  const router = new Router({ prefix: '/api/admin/audit-log' });
  router.get('/', requireRole(knex, 'admin'), async (ctx) => {
    ctx.body = await listAudit(knex, parseQuery(auditLogQuerySchema, ctx));
  });
  return router;
}
