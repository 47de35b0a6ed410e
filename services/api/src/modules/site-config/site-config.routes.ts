import Router from '@koa/router';
import type { Config } from '../../config.js';
import { getSiteConfig } from './site-config.service.js';

/** Configuration changes only with a restart; a minute of caching spares every page view a request. */
const CACHE_SECONDS = 60;

export function siteConfigRoutes(config: Config): Router {
  const router = new Router();
  const body = getSiteConfig(config);
  router.get('/api/site-config', (ctx) => {
    ctx.set('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    ctx.body = body;
  });
  return router;
}
