import Router from '@koa/router';
import type { Context } from 'koa';
import { impactMessages, impactQuerySchema, impactReportQuerySchema } from '@reentry/contracts/impact';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { ValidationError } from '../../errors.js';
import { parseQuery } from '../../validation.js';
import { writeAudit } from '../audit/audit.service.js';
import { publishedModuleTitles } from '../content/published-views.js';
import type { PublishedContent } from '../content/published-cache.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { createImpactCache, IMPACT_TTL_SECONDS } from './impact-cache.js';
import { impactCsv } from './impact.csv.js';
import { impactPdf } from './impact.pdf.js';
import type { ImpactReport } from './impact-pdf-words.js';
import { dayIn, dayRange, monthRange, type DayRange } from './impact-range.js';
import { impactFigures } from './impact.service.js';

export interface ImpactDeps extends AccessDeps {
  /** The organisation's time zone: a day of a range is a day there. */
  timeZone: string;
  rateLimiter: RateLimiter;
  /** The published lessons name the modules in the PDF. */
  content: PublishedContent;
  /** How long the public figures of a range are kept (default IMPACT_TTL_SECONDS; tests pass 0). */
  impactTtlMs?: number;
}

type Format = 'csv' | 'pdf';

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

  /**
   * What both report formats share: the query, the rate limit, the class, the figures and the audit entry (with
   * the format). The report's language is the form's (the funder's), else the request's.
   */
  const report = async (ctx: Context, format: Format): Promise<ImpactReport & { range: DayRange }> => {
    const query = parseQuery(impactReportQuerySchema, ctx);
    const user = authorizedUser(ctx);
    await deps.rateLimiter.consume([{ rule: 'impactReportPerUser', subject: String(user.id) }]);
    const instructor = query.instructorId === undefined ? undefined : ((await deps.knex('users').where({ id: query.instructorId, isInstructor: true }).whereNull('deletedAt').first('id', 'name')) as { id: number; name: string } | undefined);
    if (query.instructorId !== undefined && !instructor) throw new ValidationError({ instructorId: impactMessages.classInvalid.id });
    const range = dayRange(query, new Date(), deps.timeZone);
    const figures = await impactFigures(deps.knex, range, deps.timeZone, instructor?.id);
    const detail = { format, from: range.from, to: range.to, instructorId: instructor?.id ?? null };
    await deps.knex.transaction((trx) => writeAudit(trx, { actor: user, action: 'impact_report.exported', targetType: 'impact_report', targetId: '*', detail }));
    return { range, figures, locale: query.lang ?? requestLocale(ctx), className: instructor?.name ?? null, asOf: dayIn(new Date(figures.asOf), deps.timeZone) };
  };
  const download = (ctx: Context, { from, to }: DayRange, format: Format, body: string | Buffer) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.attachment(`impact-${from}-to-${to}.${format}`);
    ctx.type = format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf';
    ctx.body = body;
  };

  router.get('/api/admin/impact/report.csv', admins, async (ctx) => {
    const { range, figures, locale, className, asOf } = await report(ctx, 'csv');
    download(ctx, range, 'csv', impactCsv(figures, locale, className, asOf));
  });

  router.get('/api/admin/impact/report.pdf', admins, async (ctx) => {
    const found = await report(ctx, 'pdf');
    const titles = await publishedModuleTitles(deps.content);
    download(ctx, found.range, 'pdf', Buffer.from(await impactPdf(found, titles[found.locale])));
  });

  return router;
}
