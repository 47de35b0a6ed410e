import Router from '@koa/router';
import { endSessionRequestSchema } from '@reentry/contracts/account-security';
import { authValidationMessages as m } from '@reentry/contracts/auth-rules';
import { NotFoundError, UnauthenticatedError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { parseBody } from '../../validation.js';
import type { Knex } from 'knex';
import { logAuthEvent } from '../auth/audit.js';
import { requireSignedIn, sessionUserId } from '../auth/signed-in-user.js';
import { currentSessionId, endOtherSessions, endUserSession, listUserSessions } from './sessions.service.js';

/** A signed-in user's own sessions: see them, end one, end all the others. */
export function sessionsRoutes({ knex, logger }: { knex: Knex; logger: Logger }): Router {
  const router = new Router({ prefix: '/api/auth/sessions' });
  router.use((ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  });

  router.get('/', async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    ctx.body = await listUserSessions(knex, user.id, currentSessionId(ctx));
  });

  router.post('/end', async (ctx) => {
    const { id } = parseBody(endSessionRequestSchema, ctx);
    const user = await requireSignedIn(knex, ctx);
    if (!(await endUserSession(knex, user.id, id, currentSessionId(ctx)))) throw new NotFoundError('No such session.', m.sessionUnknown.id);
    logAuthEvent(logger, ctx, 'session.ended', { userId: user.id });
    ctx.status = 204;
  });

  // A shared tablet's page says the learner is still there (taps, scrolling, reading aloud make no API
  // call). The session policy has already recorded the activity; nothing else to do.
  router.post('/keep-alive', async (ctx) => {
    if (sessionUserId(ctx) === undefined) throw new UnauthenticatedError();
    ctx.status = 204;
  });

  router.post('/end-others', async (ctx) => {
    const user = await requireSignedIn(knex, ctx);
    const ended = await endOtherSessions(knex, user.id, currentSessionId(ctx));
    logAuthEvent(logger, ctx, 'sessions.ended_others', { userId: user.id, ended });
    ctx.body = { ended };
  });

  return router;
}
