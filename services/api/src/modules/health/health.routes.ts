import Router from '@koa/router';
import type { Knex } from 'knex';
import type { Lifecycle } from '../../lifecycle.js';
import { readiness } from './health.service.js';

/** Probes for load balancers and orchestrators; outside /api so they skip sessions and CSRF. */
export function healthRoutes(knex: Knex, lifecycle: Lifecycle): Router {
  const router = new Router();

  router.get('/livez', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    // Once draining starts, the balancer must stop sending traffic even though the database is fine.
    if (lifecycle.shuttingDown) {
      ctx.status = 503;
      ctx.body = { status: 'shutting-down' };
      return;
    }
    const { ready, body } = await readiness(knex);
    ctx.status = ready ? 200 : 503;
    ctx.body = body;
  });

  return router;
}
