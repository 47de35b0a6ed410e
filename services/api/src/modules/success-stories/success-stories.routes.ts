import Router from '@koa/router';
import type { Knex } from 'knex';
import { listApprovedStories } from './success-stories.service.js';

export function successStoriesRoutes(knex: Knex): Router {
  const router = new Router({ prefix: '/api/success-stories' });

  router.get('/', async (ctx) => {
    ctx.body = await listApprovedStories(knex);
  });

  return router;
}
