import Router from '@koa/router';
import { impactMessages, impactQuerySchema, impactReportQuerySchema } from '@reentry/contracts/impact';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { ValidationError } from '../../errors.js';
import { parseQuery } from '../../validation.js';
import { writeAudit } from '../audit/audit.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { createImpactCache, IMPACT_TTL_SECONDS } from './impact-cache.js';
import { impactCsv } from './impact.csv.js';
import { dayIn, dayRange, monthRange } from './impact-range.js';
import { impactFigures } from './impact.service.js';

export interface ImpactDeps extends AccessDeps {
  /** The organisation's time zone: a day of a range is a day there. */
  timeZone: string;
  rateLimiter: RateLimiter;
  /** How long the public figures of a range are kept (default IMPACT_TTL_SECONDS; tests pass 0). */
  impactTtlMs?: number;
}

/** The public impact figures and the staff report of the same figures (issue 40). */
export function impactRoutes(deps: ImpactDeps): Router {
  const router = new Router();
  const cache = createImpactCache(deps.impactTtlMs);
  const admins = requireRole(deps, 'admin');

  router.get('/api/impact', async (ctx) => {
    const range = monthRange(parseQuery(impactQuerySchema, ctx), new Date(), deps.timeZone);
    ctx.body = await cache.get(`${range.from}/${range.to}`, () => impactFigures(deps.knex, range, deps.timeZone));
    ctx.set('Cache-Control', `public, max-age=${IMPACT_TTL_SECONDS}`);
  });

  router.get('/api/admin/impact/report.csv', admins, async (ctx) => {
    const query = parseQuery(impactReportQuerySchema, ctx);
    const user = authorizedUser(ctx);
    await deps.rateLimiter.consume([{ rule: 'impactReportPerUser', subject: String(user.id) }]);
    const instructor = query.instructorId === undefined ? undefined : ((await deps.knex('users').where({ id: query.instructorId, isInstructor: true }).whereNull('deletedAt').first('id', 'name')) as { id: number; name: string } | undefined);
    if (query.instructorId !== undefined && !instructor) throw new ValidationError({ instructorId: impactMessages.classInvalid.id });
    const range = dayRange(query, new Date(), deps.timeZone);
    const figures = await impactFigures(deps.knex, range, deps.timeZone, instructor?.id);
    const detail = { from: range.from, to: range.to, instructorId: instructor?.id ?? null };
    await deps.knex.transaction((trx) => writeAudit(trx, { actor: user, action: 'impact_report.exported', targetType: 'impact_report', targetId: '*', detail }));
    const asOf = `${dayIn(new Date(figures.asOf), deps.timeZone)}`;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/csv; charset=utf-8';
    ctx.attachment(`impact-${range.from}-to-${range.to}.csv`);
    ctx.body = impactCsv(figures, query.lang ?? requestLocale(ctx), instructor?.name ?? null, asOf);
  });

  return router;
}
