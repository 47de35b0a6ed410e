import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { Overview } from '@reentry/contracts/admin-overview';
import { overviewQuerySchema } from '@reentry/contracts/admin-overview';
import type { Logger } from '../../logger.js';
import { parseQuery } from '../../validation.js';
import { listContext, type ListDeps } from '../admin-lists/list-routes.js';
import type { PublishedContent } from '../content/published-cache.js';
import { getOverview } from './admin-overview.service.js';
import { createOverviewCache } from './overview-cache.js';

export function addOverviewRoutes(router: Router, admin: Middleware, deps: ListDeps & { logger: Logger; content: PublishedContent }): void {
  const cache = createOverviewCache<Overview>({ onError: (err) => deps.logger.error({ err }, 'overview refresh failed') });
  router.get('/overview', admin, async (ctx) => {
    const { weeks } = parseQuery(overviewQuerySchema, ctx);
    const context = { ...listContext(ctx, deps), content: deps.content };
    ctx.body = await cache.get(`${context.locale}:${weeks}`, () => getOverview(context, weeks));
  });
}
