import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { organisationUpdateSchema } from '@reentry/contracts/organisation';
import { authorizedUser } from '../../middleware/require-role.js';
import { parseBody } from '../../validation.js';
import type { OrganisationStore } from './organisation.service.js';

/**
 * `GET`/`PUT /api/admin/organisation`: the organisation's details (name, tax ID, address, phone, email,
 * office hours, other ways to give, social links). Admins and content editors (`adminOrEditor`: the role
 * read from the database on every request); a content editor's save may not change the name, legal name
 * or tax ID (issue 39), decided from the database role, never from anything the browser sends.
 */
export function addOrganisationRoutes(router: Router, adminOrEditor: Middleware, organisation: OrganisationStore): void {
  router.get('/organisation', adminOrEditor, async (ctx) => {
    ctx.body = await organisation.record();
  });

  router.put('/organisation', adminOrEditor, async (ctx) => {
    const update = parseBody(organisationUpdateSchema, ctx);
    const { id, username, isAdmin } = authorizedUser(ctx);
    ctx.body = await organisation.save({ id, username }, update, { mayChangeIdentity: isAdmin });
  });
}
