import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ACCOUNT_RULES, accountValidationMessages as m } from '@reentry/contracts/account';
import type { Locale } from '@reentry/contracts/locale';
import { ConflictError, RateLimitedError, ValidationError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import type { RateLimiter } from '../rate-limit/rate-limit.service.js';
import { tokenLink } from './email-change.service.js';
import { verifyEmailMail } from './email-verification.mail.js';

export interface VerifyDeps {
  knex: Knex;
  rateLimiter: RateLimiter;
  /** Links always use this host, never the request's Host header. */
  publicUrl: string;
}

const sha256 = (token: string): string => createHash('sha256').update(`email-verify:${token}`).digest('hex');

/** The per-address limit of verification mails: many accounts typed with one address cannot flood that inbox. */
export const verifyMailHit = (email: string) => ({ rule: 'emailVerifyPerEmail', subject: email.toLowerCase() }) as const;

/** Mails a single-use link for the account's address, in the caller's transaction, replacing any unused one. */
async function mailVerifyLink(trx: Knex.Transaction, deps: VerifyDeps, user: { id: number; email: string }, locale: Locale): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await trx('email_verifications').where({ userId: user.id }).whereNull('usedAt').del();
  await trx('email_verifications').insert({
    userId: user.id,
    email: user.email,
    tokenHash: sha256(token),
    expiresAt: trx.raw('now() + make_interval(days => ?)', [ACCOUNT_RULES.verifyLinkDays]),
  });
  await enqueueMail(trx, verifyEmailMail({ to: user.email, link: tokenLink(deps.publicUrl, '/account/email/verify', token), days: ACCOUNT_RULES.verifyLinkDays, locale }));
}

/**
 * At sign-up with an address, in the account's transaction: the link is mailed unless the address has had its
 * share of them this hour (then the person asks again from /account; the sign-up itself is not refused).
 */
export async function mailVerifyLinkAtSignUp(trx: Knex.Transaction, deps: VerifyDeps, user: { id: number; email: string }, locale: Locale): Promise<void> {
  try {
    await deps.rateLimiter.consume([verifyMailHit(user.email)], trx);
  } catch (err) {
    if (err instanceof RateLimitedError) return;
    throw err;
  }
  await mailVerifyLink(trx, deps, user, locale);
}

/** The account's address while it waits to be verified; 409 when there is none, or it is verified already. */
export async function unverifiedEmail(knex: Knex, userId: number): Promise<string> {
  const user = (await knex('users').where({ id: userId }).first('email', 'emailVerifiedAt')) as { email: string | null; emailVerifiedAt: Date | null };
  if (!user.email) throw new ConflictError(m.verifyNoEmail.id);
  if (user.emailVerifiedAt) throw new ConflictError(m.verifyDone.id);
  return user.email;
}

/** "Send the link again" on /account (the route counts its limits first), audited without the address. */
export async function resendVerifyLink(deps: VerifyDeps, actor: AuditActor, locale: Locale): Promise<void> {
  await deps.knex.transaction(async (trx) => {
    await trx('users').where({ id: actor.id }).forUpdate().first('id');
    const email = await unverifiedEmail(trx, actor.id);
    await mailVerifyLink(trx, deps, { id: actor.id, email }, locale);
    await writeAudit(trx, { actor, action: 'account.email_verify_sent', targetType: 'user', targetId: actor.id });
  });
}

/**
 * Opens the link: spends the token with one conditional UPDATE, only while the account (not deleted) still
 * has the address it was sent to, and marks the address verified. Returns the account's id.
 */
export async function verifyEmail(knex: Knex, token: string): Promise<number> {
  return knex.transaction(async (trx) => {
    const [spent] = (await trx('email_verifications as v')
      .update({ usedAt: trx.fn.now() })
      .where('v.tokenHash', sha256(token))
      .whereNull('v.usedAt')
      .andWhere('v.expiresAt', '>', trx.fn.now())
      .whereExists(trx('users as u').whereRaw('u.id = v.user_id and u.deleted_at is null and lower(u.email) = lower(v.email)').select(trx.raw('1')))
      .returning(['v.userId'])) as { userId: number }[];
    if (!spent) throw new ValidationError({ token: m.linkInvalid.id });
    await trx('users').where({ id: spent.userId }).update({ emailVerifiedAt: trx.fn.now() });
    const user = (await trx('users').where({ id: spent.userId }).first('username')) as { username: string };
    await writeAudit(trx, { actor: { id: spent.userId, username: user.username }, action: 'account.email_verified', targetType: 'user', targetId: spent.userId });
    return spent.userId;
  });
}
