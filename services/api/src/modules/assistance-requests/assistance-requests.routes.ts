import Router from '@koa/router';
import { assistanceRequestIdSchema, assistanceRequestSchema } from '@reentry/contracts/assistance-requests';
import { requestLocale } from '../../i18n/translate.js';
import { authorizedUser, requireRole, type AccessDeps } from '../../middleware/require-role.js';
import { parseBody, parseQuery } from '../../validation.js';
import { submitForm, type SubmissionDeps } from '../submissions/submit-form.js';
import { createAssistanceRequest, readAssistanceRequest, type AssistanceDeps } from './assistance-requests.service.js';

/** `POST /api/assistance-requests` (anyone) and `GET /api/admin/assistance-requests/:id` (admins). */
export function assistanceRequestsRoutes(deps: SubmissionDeps & AssistanceDeps & AccessDeps): Router {
  const router = new Router();

  router.post('/api/assistance-requests', async (ctx) => {
    const input = parseBody(assistanceRequestSchema, ctx);
    const locale = requestLocale(ctx);
    await submitForm(ctx, deps, {
      scope: 'assistance-requests',
      input,
      locale,
      limits: [
        { rule: 'formPerIp', subject: `assistance-requests|${ctx.ip}` },
        { rule: 'formPerEmail', subject: `assistance-requests|${input.email.toLowerCase()}` },
      ],
      save: (trx) => createAssistanceRequest(trx, deps, input, locale),
    });
  });

  router.get('/api/admin/assistance-requests/:id', requireRole(deps, 'admin'), async (ctx) => {
    const { id } = parseQuery(assistanceRequestIdSchema, ctx, ctx.params);
    ctx.body = await readAssistanceRequest(deps.knex, deps.keyring, id, authorizedUser(ctx));
  });

  return router;
}
