import Router from '@koa/router';
import { successStoryListQuerySchema, successStorySubmissionSchema } from '@reentry/contracts/success-stories';
import { requestLocale } from '../../i18n/translate.js';
import { parseBody, parseQuery } from '../../validation.js';
import type { FormMailSettings } from '../submissions/form-mail.js';
import { submitForm, type SubmissionDeps } from '../submissions/submit-form.js';
import { createSuccessStory, listApprovedStories } from './success-stories.service.js';

export function successStoriesRoutes(deps: SubmissionDeps & { mail: FormMailSettings }): Router {
  const router = new Router({ prefix: '/api/success-stories' });

  router.get('/', async (ctx) => {
    const query = parseQuery(successStoryListQuerySchema, ctx);
    // Without ?locale= the order follows Accept-Language, so caches must keep one copy per language.
    if (!query.locale) ctx.vary('Accept-Language');
    ctx.body = await listApprovedStories(deps.knex, query.locale ?? requestLocale(ctx));
  });

  router.post('/', async (ctx) => {
    const input = parseBody(successStorySubmissionSchema, ctx);
    const locale = requestLocale(ctx);
    await submitForm(ctx, deps, {
      scope: 'success-stories',
      input,
      locale,
      limits: [{ rule: 'formPerIp', subject: `success-stories|${ctx.ip}` }],
      save: (trx) => createSuccessStory(trx, deps.mail, input, locale),
    });
  });

  return router;
}
