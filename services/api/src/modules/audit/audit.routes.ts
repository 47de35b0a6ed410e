import Router from '@koa/router';
import { auditLogQuerySchema } from '@reentry/contracts/audit-log';
import { requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { parseQuery } from '../../validation.js';
import { listAudit } from './audit.service.js';

export function auditRoutes(access: AccessDeps): Router {
  const router = new Router({ prefix: '/api/admin/audit-log' });
  router.get('/', requireRole(access, 'admin'), async (ctx) => {
    ctx.body = await listAudit(access.knex, parseQuery(auditLogQuerySchema, ctx));
  });
  return router;
}
