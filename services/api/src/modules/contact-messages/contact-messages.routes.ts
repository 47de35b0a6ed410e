import Router from '@koa/router';
import { contactMessageSchema } from '@reentry/contracts/contact-messages';
import { requestLocale } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import type { FormMailSettings } from '../submissions/form-mail.js';
import { submitForm, type SubmissionDeps } from '../submissions/submit-form.js';
import { createContactMessage } from './contact-messages.service.js';

export function contactMessagesRoutes(deps: SubmissionDeps & { mail: FormMailSettings }): Router {
  const router = new Router({ prefix: '/api/contact' });
  router.post('/', async (ctx) => {
    const input = parseBody(contactMessageSchema, ctx);
    const locale = requestLocale(ctx);
    await submitForm(ctx, deps, {
      scope: 'contact',
      input,
      locale,
      limits: [
        { rule: 'formPerIp', subject: `contact|${ctx.ip}` },
        { rule: 'formPerEmail', subject: `contact|${input.email.toLowerCase()}` },
      ],
      save: (trx) => createContactMessage(trx, deps.mail, input, locale),
    });
  });
  return router;
}
