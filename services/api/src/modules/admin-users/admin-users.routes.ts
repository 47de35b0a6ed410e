import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { assignInstructorSchema, contentEditorRoleSchema, toggleInstructorSchema } from '@reentry/contracts/admin-actions';
import { adminIdParamSchema, userProgressListQuerySchema } from '@reentry/contracts/admin-lists';
import { requestLocale } from '../../i18n/translate.js';
import type { Logger } from '../../logger.js';
import { createResetCode } from '../auth/reset-code.service.js';
import { setContentEditor } from '../content/content-editor-role.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { authorizedUser } from '../../middleware/require-role.js';
import { parseBody, parseQuery } from '../../validation.js';
import { addListRoutes, listContext, type ListDeps } from '../admin-lists/list-routes.js';
import { currentSessionId } from '../sessions/sessions.service.js';
import { readRosterAsAdmin } from '../instructor/roster.service.js';
import { userProgressCsv, userProgressList } from './admin-users.list.js';
import { assignInstructor, listInstructors, listStaff, toggleInstructor, type AdminActor } from './admin-users.service.js';

function actorOf(ctx: Context): AdminActor {
  const { id, username } = authorizedUser(ctx);
  return { id, username, ip: ctx.ip, sessionId: currentSessionId(ctx) };
}

/** Users and their progress, instructors and staff; the instructor flag and student assignments. */
export function addUserRoutes(router: Router, admin: Middleware, deps: ListDeps & { logger: Logger; rateLimiter: RateLimiter; publicUrl: string }): void {
  addListRoutes(router, admin, deps, { path: '/user-progress', schema: userProgressListQuerySchema, spec: userProgressList, csv: userProgressCsv, auditType: 'user' });

  router.get('/instructors', admin, async (ctx) => {
    ctx.body = await listInstructors(deps.knex);
  });

  // One instructor's roster of people with no account (issue 41): admins may read it; audited.
  router.get('/instructors/:id/roster', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    ctx.body = await readRosterAsAdmin(deps.knex, actorOf(ctx), id);
  });

  router.get('/staff', admin, async (ctx) => {
    ctx.body = await listStaff(deps.knex);
  });

  router.post('/users/:id/toggle-instructor', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    const { isInstructor } = parseBody(toggleInstructorSchema, ctx);
    ctx.body = await toggleInstructor(listContext(ctx, deps), deps.logger, actorOf(ctx), id, isInstructor);
  });

  router.post('/users/:id/content-editor', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    const { isContentEditor } = parseBody(contentEditorRoleSchema, ctx);
    ctx.body = await setContentEditor(deps.knex, deps.logger, actorOf(ctx), id, isContentEditor);
  });

  router.post('/users/:id/reset-code', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    const { id: makerId, username } = authorizedUser(ctx);
    ctx.status = 201;
    ctx.body = await createResetCode(deps.knex, deps.rateLimiter, { id: makerId, username, role: 'admin' }, id, { publicUrl: deps.publicUrl, locale: requestLocale(ctx) });
  });

  router.post('/students/:id/assign-instructor', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    const { instructorId } = parseBody(assignInstructorSchema, ctx);
    ctx.body = await assignInstructor(listContext(ctx, deps), actorOf(ctx), id, instructorId);
  });
}
