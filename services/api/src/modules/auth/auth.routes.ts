import Router from '@koa/router';
import type { Knex } from 'knex';
import { currentUser } from './auth.service.js';

export function authRoutes(knex: Knex): Router {
  const router = new Router({ prefix: '/api/auth' });

  router.get('/me', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await currentUser(knex, ctx.session);
  });

  return router;
}
