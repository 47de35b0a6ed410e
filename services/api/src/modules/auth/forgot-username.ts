import type { Context } from 'koa';
import { forgotUsernameRequestSchema } from '@reentry/contracts/auth';
import type { Locale } from '@reentry/contracts/locale';
import { requestLocale, translateFor } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import { forgotUsernameMail } from '../mail/forgot-username.mail.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { logAuthEvent } from './audit.js';
import { limit, type AuthDeps } from './auth.deps.js';

/** Past this many accounts on one address (a flood of sign-ups), the oldest are listed. */
const MAX_USERNAMES = 20;

/** Queues one mail listing every username on the address; nothing when none uses it. Returns the ids. */
async function queueUsernameMail(deps: AuthDeps, address: string, locale: Locale): Promise<number[]> {
  return deps.knex.transaction(async (trx) => {
    const users = (await trx('users').whereRaw('lower(email) = ?', [address]).orderBy('id').limit(MAX_USERNAMES).select('id', 'username')) as { id: number; username: string }[];
    if (users.length === 0) return [];
    const mail = forgotUsernameMail({
      to: address,
      usernames: users.map((user) => user.username),
      loginUrl: new URL('/login', deps.publicUrl).toString(),
      contactUrl: new URL('/contact', deps.publicUrl).toString(),
      locale,
    });
    await enqueueMail(trx, { kind: 'forgot-username', ...mail });
    return users.map((user) => user.id);
  });
}

/**
 * `POST /api/auth/forgot-username` `{ email }`. The limits come first (per address and per client), then
 * the answer, which is the same whether or not an account uses the address; the look-up and the mail run
 * only after the answer has gone out, so its timing says nothing either. Lost if the process dies in
 * between: the person asks again.
 */
export function forgotUsername(deps: AuthDeps) {
  return async (ctx: Context): Promise<void> => {
    const { email } = parseBody(forgotUsernameRequestSchema, ctx);
    const address = email.toLowerCase();
    await limit(deps, ctx, [
      { rule: 'forgotUsernamePerIp', subject: ctx.ip },
      { rule: 'forgotUsernamePerEmail', subject: address },
    ]);
    const locale = requestLocale(ctx);
    const client = { ip: ctx.ip };
    ctx.res.once('finish', () => {
      queueUsernameMail(deps, address, locale)
        .then((userIds) => logAuthEvent(deps.logger, client, 'username_reminder.requested', { userIds, accounts: userIds.length }))
        .catch((err: unknown) => deps.logger.error({ err, event: 'auth.username_reminder.failed' }, 'username reminder not queued'));
    });
    ctx.body = { message: translateFor(ctx, 'api.auth.usernameEmailSent') };
  };
}
