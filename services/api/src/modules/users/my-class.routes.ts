import Router from '@koa/router';
import type { Knex } from 'knex';
import { noStore } from '../../middleware/no-store.js';
import { requireSignedIn } from '../auth/signed-in-user.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { getMyClass, leaveClass } from './my-class.service.js';

/** Issue 31, "My class": whose class the signed-in learner is in, and leaving it. */
export function myClassRoutes(knex: Knex, rateLimiter: RateLimiter): Router {
  const router = new Router();

  router.get('/api/account/class', noStore, async (ctx) => {
    ctx.body = await getMyClass(knex, (await requireSignedIn(knex, ctx)).id);
  });

  router.post('/api/account/class/leave', noStore, async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    await rateLimiter.consume([{ rule: 'classLeavePerUser', subject: String(user.id) }]);
    await leaveClass(knex, user);
    ctx.status = 204;
  });

  return router;
}
