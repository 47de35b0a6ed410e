import Router from '@koa/router';
import { facilityRequestSchema } from '@reentry/contracts/facility-requests';
import { requestLocale } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import type { FormMailSettings } from '../submissions/form-mail.js';
import { submitForm, type SubmissionDeps } from '../submissions/submit-form.js';
import { createFacilityRequest } from './facility-requests.service.js';

export function facilityRequestsRoutes(deps: SubmissionDeps & { mail: FormMailSettings }): Router {
  const router = new Router({ prefix: '/api/facility-requests' });
  router.post('/', async (ctx) => {
    const input = parseBody(facilityRequestSchema, ctx);
    const locale = requestLocale(ctx);
    await submitForm(ctx, deps, {
      scope: 'facility-requests',
      input,
      locale,
      limits: [
        { rule: 'formPerIp', subject: `facility-requests|${ctx.ip}` },
        { rule: 'formPerEmail', subject: `facility-requests|${input.contactEmail.toLowerCase()}` },
      ],
      save: (trx) => createFacilityRequest(trx, deps.mail, input, locale),
    });
  });
  return router;
}
