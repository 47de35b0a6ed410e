import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import { ValidationError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { passwordResetMail, type ResetMailAccount } from '../mail/password-reset.mail.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { storeNewPassword } from './new-password.js';
import { hashPassword } from './password.js';
import { passwordProblem } from './password-strength.js';

export const RESET_TOKEN_MINUTES = 30;
/** One mail lists every account on an address; past this many (a flood of sign-ups) the oldest are listed. */
const MAX_ACCOUNTS_PER_EMAIL = 20;

export interface PasswordResetDeps {
  knex: Knex;
  logger: Logger;
  /** Links always use this host, never the request's Host header. */
  publicUrl: string;
}

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The mailed link. Token and email ride in the fragment, which browsers never send to a server, so they
 * cannot land in a proxy's or our own request log. The page also accepts them as query parameters (spec).
 */
export function resetLink(publicUrl: string, token: string, email: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.hash = new URLSearchParams({ token, email }).toString();
  return url.toString();
}

/** Stores one hashed, 30-minute token per account on that address (committed before the API answers). */
async function createResetTokens(knex: Knex, email: string): Promise<{ userId: number; username: string; token: string }[]> {
  const users = (await knex('users')
    .whereRaw('lower(email) = lower(?)', [email])
    .orderBy('id')
    .limit(MAX_ACCOUNTS_PER_EMAIL)
    .select('id', 'username')) as { id: number; username: string }[];
  const pending = users.map((user) => ({ userId: user.id, username: user.username, token: randomBytes(32).toString('base64url') }));
  if (pending.length > 0) {
    const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
    await knex('password_resets').insert(pending.map(({ userId, token }) => ({ userId, tokenHash: sha256(token), expiresAt })));
  }
  return pending;
}

/**
 * Stores the reset tokens and queues one mail listing every account on the address, in one transaction
 * (the outbox worker sends it): a 200 means both are saved, and the answer is the same for known and
 * unknown addresses. Returns the ids of the accounts the mail is for (the audit log records them).
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, locale: Locale): Promise<number[]> {
  const address = email.toLowerCase();
  const pending = await deps.knex.transaction(async (trx) => {
    const tokens = await createResetTokens(trx, address);
    if (tokens.length === 0) return tokens;
    const accounts: ResetMailAccount[] = tokens.map(({ username, token }) => ({ username, link: resetLink(deps.publicUrl, token, address) }));
    const contactUrl = new URL('/contact', deps.publicUrl).toString();
    const mail = passwordResetMail({ to: address, accounts, minutesValid: RESET_TOKEN_MINUTES, contactUrl, locale });
    await enqueueMail(trx, { kind: 'password-reset', ...mail });
    return tokens;
  });
  return pending.map(({ userId }) => userId);
}

const invalidLink = () => new ValidationError({ token: 'contracts.auth.resetLinkInvalid' });

/**
 * Sets a new password if the token is valid, unused, unexpired and belongs to that email. The token is
 * checked with one indexed read before any hashing, so made-up tokens cost no CPU; then it is spent by one
 * conditional UPDATE, so of many concurrent submits exactly one succeeds. Every session of the user ends;
 * the reset itself does not log anyone in. Returns the user id.
 */
export async function resetPassword(knex: Knex, input: { token: string; email: string; password: string }): Promise<number> {
  const tokenHash = sha256(input.token);
  const live = (await knex('password_resets')
    .join('users', 'users.id', 'password_resets.user_id')
    .where('password_resets.token_hash', tokenHash)
    .whereNull('password_resets.used_at')
    .andWhere('password_resets.expires_at', '>', knex.fn.now())
    .andWhereRaw('lower(users.email) = lower(?)', [input.email])
    .first('users.id', 'users.username', 'users.email')) as { id: number; username: string; email: string } | undefined;
  if (!live) throw invalidLink();
  const problem = await passwordProblem(input.password, { username: live.username, email: live.email });
  if (problem) throw new ValidationError({ password: problem });

  const passwordHash = await hashPassword(input.password);
  const userId = await knex.transaction(async (trx) => {
    const spent = await trx('password_resets')
      .update({ usedAt: trx.fn.now() })
      .where({ tokenHash, userId: live.id })
      .whereNull('usedAt')
      .andWhere('expiresAt', '>', trx.fn.now())
      .returning('userId');
    const spentBy = (spent[0] as { userId: number } | undefined)?.userId;
    if (spentBy === undefined) return undefined;
    // Other links and codes sent earlier must not work after the password changed.
    await storeNewPassword(trx, spentBy, passwordHash);
    return spentBy;
  });
  if (userId === undefined) throw invalidLink();
  return userId;
}
