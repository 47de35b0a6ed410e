import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Knex } from 'knex';
import type { z } from 'zod';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser } from '../../middleware/require-role.js';
import { parseQuery } from '../../validation.js';
import { writeAudit } from '../audit/audit.service.js';
import { csvFilename, sendCsv, type CsvColumn } from './csv-export.js';
import { exportRows, listPage, type ListContext, type ListQueryBase, type ListSpec } from './list-engine.js';

export interface ListDeps {
  knex: Knex;
  timeZone: string;
}

export function listContext(ctx: Context, deps: ListDeps): ListContext {
  return { knex: deps.knex, timeZone: deps.timeZone, now: new Date(), locale: requestLocale(ctx) };
}

/** Which filters an export used, for the audit log: names and choices, never what was typed in the search box. */
function exportDetail(query: ListQueryBase & Record<string, unknown>): Record<string, string | number | boolean | null> {
  const detail: Record<string, string | number | boolean | null> = { sort: query.sort, searched: Boolean(query.q) };
  for (const [key, value] of Object.entries(query)) {
    if (!['q', 'sort', 'page', 'limit'].includes(key) && value !== undefined) detail[key] = value as string | number | boolean;
  }
  return detail;
}

/**
 * `GET <path>` (one page, JSON) and `GET <path>.csv` (the whole current filter, streamed), both behind
 * the admin guard and parsed by the same contract. An export is written to the audit log.
 */
export function addListRoutes<Schema extends z.ZodType<ListQueryBase>, Row>(
  router: Router,
  guard: Middleware,
  deps: ListDeps,
  list: { path: string; schema: Schema; spec: ListSpec<z.output<Schema>, Row>; csv: (timeZone: string) => CsvColumn<Row>[]; auditType: string },
): void {
  router.get(list.path, guard, async (ctx) => {
    ctx.body = await listPage(list.spec, parseQuery(list.schema, ctx), listContext(ctx, deps));
  });
  router.get(`${list.path}.csv`, guard, async (ctx) => {
    const query = parseQuery(list.schema, ctx);
    const context = listContext(ctx, deps);
    await deps.knex.transaction((trx) =>
      writeAudit(trx, {
        actor: authorizedUser(ctx),
        action: `${list.auditType}.exported`,
        targetType: list.auditType,
        targetId: '*',
        detail: exportDetail(query as ListQueryBase & Record<string, unknown>),
      }),
    );
    await sendCsv(ctx, csvFilename(list.path.replace(/^\//, ''), context.now, deps.timeZone), list.csv(deps.timeZone), exportRows(list.spec, query, context));
  });
}
