import type { Context } from 'koa';
import { RateLimitedError } from '../../errors.js';
import { writeAudit } from '../audit/audit.service.js';
import { composeMail } from '../mail/compose.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { logAuthEvent } from './audit.js';
import type { AuthDeps } from './auth.deps.js';
import type { LoginAccount } from './auth.service.js';

/** Where alerts go: STAFF_EMAIL and every admin account's address, each once. */
async function adminAddresses(deps: AuthDeps): Promise<string[]> {
  const admins = (await deps.knex('users').where({ isAdmin: true }).pluck('email')) as string[];
  return [...new Set([...deps.staffEmails, ...admins].map((address) => address.trim().toLowerCase()).filter(Boolean))];
}

/**
 * Someone used up a staff account's allowance for browsers it never signed in on (its owner's own
 * browsers still get in). Staff hear of it: an audit entry and a mail to the admins, in one transaction,
 * at most once an hour per account. It never changes the answer the client gets, even if it fails.
 */
export async function alertStaffLockout(deps: AuthDeps, ctx: Context, account: LoginAccount, retryAfterSeconds: number): Promise<void> {
  try {
    await deps.rateLimiter.consume([{ rule: 'staffLockoutAlertPerUser', subject: String(account.id) }]);
  } catch (err) {
    if (err instanceof RateLimitedError) return;
    throw err;
  }
  const role = account.isAdmin ? 'admin' : 'instructor';
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const { username } = (await deps.knex('users').where({ id: account.id }).first('username')) as { username: string };
  const to = await adminAddresses(deps);
  await deps.knex.transaction(async (trx) => {
    await writeAudit(trx, {
      actor: null,
      action: 'user.sign_in_locked',
      targetType: 'user',
      targetId: account.id,
      detail: { username, role, lastAddress: ctx.ip, minutes },
    });
    if (to.length === 0) return;
    const mail = composeMail({
      kind: 'staff-sign-in-locked',
      to: to.join(', '),
      locale: 'en',
      subject: `Sign-in locked for the ${role} account ${username}`,
      paragraphs: [
        `Someone typed too many wrong passwords for the ${role} account "${username}", from browsers that account never signed in on. Sign-in from new browsers is refused for about ${minutes} minutes.`,
        'The owner can still sign in on a phone or computer they used before, or reset their password. If the owner did not cause this, someone may be trying to guess the password: check the audit log and ask them to turn on two-step sign-in.',
        `Audit log: ${new URL('/admin?tab=audit-log', deps.publicUrl).toString()}`,
      ],
      details: [
        ['Account', username],
        ['Last address', ctx.ip],
      ],
    });
    await enqueueMail(trx, mail);
  });
  logAuthEvent(deps.logger, ctx, 'staff.sign_in_locked', { userId: account.id, role });
}
