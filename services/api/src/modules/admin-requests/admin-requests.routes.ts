import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { requestWorkflowSchema } from '@reentry/contracts/admin-actions';
import { adminIdParamSchema, assistanceRequestListQuerySchema, contactMessageListQuerySchema, facilityRequestListQuerySchema } from '@reentry/contracts/admin-lists';
import { workLists } from '@reentry/contracts/admin-rules';
import { authorizedUser } from '../../middleware/require-role.js';
import { parseBody, parseQuery } from '../../validation.js';
import { addListRoutes, type ListDeps } from '../admin-lists/list-routes.js';
import { assistanceRequestCsv, contactMessageCsv, facilityRequestCsv } from './admin-requests.csv.js';
import { assistanceRequestList, contactMessageList, facilityRequestList } from './admin-requests.lists.js';
import { updateWorkflow } from './admin-requests.service.js';

/** Workshop requests, assistance applications and contact messages: lists, CSV, and status/assignee. */
export function addRequestRoutes(router: Router, admin: Middleware, deps: ListDeps): void {
  addListRoutes(router, admin, deps, { path: '/facility-requests', schema: facilityRequestListQuerySchema, spec: facilityRequestList, csv: facilityRequestCsv, auditType: 'facility_request' });
  addListRoutes(router, admin, deps, { path: '/assistance-requests', schema: assistanceRequestListQuerySchema, spec: assistanceRequestList, csv: assistanceRequestCsv, auditType: 'assistance_request' });
  addListRoutes(router, admin, deps, { path: '/contact-messages', schema: contactMessageListQuerySchema, spec: contactMessageList, csv: contactMessageCsv, auditType: 'contact_message' });

  for (const list of workLists) {
    router.post(`/${list}/:id/workflow`, admin, async (ctx) => {
      const { id } = parseQuery(adminIdParamSchema, ctx, ctx.params);
      ctx.body = await updateWorkflow(deps.knex, list, id, parseBody(requestWorkflowSchema, ctx), authorizedUser(ctx));
    });
  }
}
