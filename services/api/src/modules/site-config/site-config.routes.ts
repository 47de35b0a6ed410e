import Router from '@koa/router';
import type { Config } from '../../config.js';
import type { OrganisationStore } from '../organisation/organisation.service.js';
import { getSiteConfig } from './site-config.service.js';

/**
 * Browsers may keep it this long. With the organisation store's own cache (15 s) a change made in
 * /admin reaches every visitor within a minute.
 */
const CACHE_SECONDS = 30;

export function siteConfigRoutes(config: Config, organisation: OrganisationStore): Router {
  const router = new Router();
  router.get('/api/site-config', async (ctx) => {
    const details = await organisation.details();
    ctx.set('Cache-Control', `public, max-age=${CACHE_SECONDS}`);
    ctx.body = getSiteConfig(config, details);
  });
  return router;
}
