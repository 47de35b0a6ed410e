import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { organisationUpdateSchema } from '@reentry/contracts/organisation';
import { authorizedUser } from '../../middleware/require-role.js';
import { parseBody } from '../../validation.js';
import type { OrganisationStore } from './organisation.service.js';

/**
 * `GET`/`PUT /api/admin/organisation`: the organisation's details (name, tax ID, address, phone, email,
 * office hours, other ways to give, social links). Admins only, behind the admin router's guard.
 */
export function addOrganisationRoutes(router: Router, admin: Middleware, organisation: OrganisationStore): void {
  router.get('/organisation', admin, async (ctx) => {
    ctx.body = await organisation.record();
  });

  router.put('/organisation', admin, async (ctx) => {
    const update = parseBody(organisationUpdateSchema, ctx);
    const { id, username } = authorizedUser(ctx);
    ctx.body = await organisation.save({ id, username }, update);
  });
}
