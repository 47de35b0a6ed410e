import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { storyApprovalSchema } from '@reentry/contracts/admin-actions';
import { storyTranslationSchema } from '@reentry/contracts/success-stories';
import { adminIdParamSchema, successStoryAdminListQuerySchema } from '@reentry/contracts/admin-lists';
import { authorizedUser } from '../../middleware/require-role.js';
import { parseBody, parseQuery } from '../../validation.js';
import { addListRoutes, type ListDeps } from '../admin-lists/list-routes.js';
import { successStoryCsv, successStoryList } from './admin-stories.list.js';
import { deleteStory, saveStoryTranslation, setStoryApproval } from './admin-stories.service.js';

/** Story moderation: the list, approve or unapprove, delete. */
export function addStoryRoutes(router: Router, admin: Middleware, deps: ListDeps): void {
  addListRoutes(router, admin, deps, { path: '/success-stories', schema: successStoryAdminListQuerySchema, spec: successStoryList, csv: successStoryCsv, auditType: 'success_story' });

  router.post('/success-stories/:id/approval', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    ctx.body = await setStoryApproval(deps.knex, id, parseBody(storyApprovalSchema, ctx).isApproved, authorizedUser(ctx));
  });

  // Staff write a story's translation into the other language (issue 39, 4.3).
  router.post('/success-stories/:id/translation', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    ctx.body = await saveStoryTranslation(deps.knex, id, parseBody(storyTranslationSchema, ctx), authorizedUser(ctx));
  });

  // POST, like every other change: the site's one API client sends GET and POST only.
  router.post('/success-stories/:id/delete', admin, async (ctx) => {
    const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
    ctx.body = await deleteStory(deps.knex, id, authorizedUser(ctx));
  });
}
