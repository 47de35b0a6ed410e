import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import { ValidationError } from '../../errors.js';
import type { Logger } from '../../logger.js';
import { passwordResetMail } from '../mail/password-reset.mail.js';
import type { Mailer } from '../mail/mailer.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { deleteUserSessions } from '../sessions/session-store.js';
import { hashPassword } from './password.js';

export const RESET_TOKEN_MINUTES = 30;
/** One email may belong to several accounts (emails are not unique); past this many we stop. */
const MAX_ACCOUNTS_PER_EMAIL = 5;

export interface PasswordResetDeps {
  knex: Knex;
  mailer: Mailer;
  logger: Logger;
  /** Links always use this host, never the request's Host header. */
  publicUrl: string;
}

const sha256 = (token: string): string => createHash('sha256').update(token).digest('hex');

export function resetLink(publicUrl: string, token: string, email: string): string {
  const url = new URL('/reset-password', publicUrl);
  url.search = new URLSearchParams({ token, email }).toString();
  return url.toString();
}

interface PendingResetMail {
  userId: number;
  username: string;
  name: string;
  token: string;
}

/** Stores one hashed, 30-minute token per account on that email (committed before the API answers). */
async function createResetTokens(knex: Knex, email: string): Promise<PendingResetMail[]> {
  const users = await knex('users').where({ email }).orderBy('id').limit(MAX_ACCOUNTS_PER_EMAIL).select('id', 'username', 'name');
  const pending = (users as { id: number; username: string; name: string }[]).map((user) => ({
    userId: user.id,
    username: user.username,
    name: user.name,
    token: randomBytes(32).toString('base64url'),
  }));
  if (pending.length > 0) {
    const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000);
    await knex('password_resets').insert(pending.map(({ userId, token }) => ({ userId, tokenHash: sha256(token), expiresAt })));
  }
  return pending;
}

async function sendResetMails(deps: PasswordResetDeps, trx: Knex.Transaction, email: string, locale: Locale, pending: PendingResetMail[]): Promise<void> {
  const { mailer, logger, publicUrl } = deps;
  for (const { userId, username, name, token } of pending) {
    const link = resetLink(publicUrl, token, email);
    const mail = passwordResetMail({ to: email, name, username, link, minutesValid: RESET_TOKEN_MINUTES, locale });
    await enqueueMail(trx, { kind: 'password-reset', ...mail });
    // Without a mail server, the log is how a developer (or a volunteer running it locally) gets the link.
    if (mailer.delivery === 'outbox') logger.info({ userId, link }, 'password reset link (no SMTP_URL: not emailed)');
  }
}

/**
 * Stores the reset tokens and queues their mails in one transaction (the outbox worker sends them): a 200
 * means both are saved, and the answer (body and, apart from small inserts, timing) is the same for known
 * and unknown emails.
 */
export async function requestPasswordReset(deps: PasswordResetDeps, email: string, locale: Locale): Promise<void> {
  const address = email.toLowerCase();
  await deps.knex.transaction(async (trx) => {
    const pending = await createResetTokens(trx, address);
    await sendResetMails(deps, trx, address, locale, pending);
  });
}

/**
 * Sets a new password if the token is valid, unused, unexpired and belongs to that email. The token is
 * spent by one conditional UPDATE, so of many concurrent submits exactly one succeeds. Every session of
 * the user ends; the reset itself does not log anyone in.
 */
export async function resetPassword(knex: Knex, input: { token: string; email: string; password: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const done = await knex.transaction(async (trx) => {
    const spent = await trx('password_resets')
      .update({ usedAt: trx.fn.now() })
      .where({ tokenHash: sha256(input.token) })
      .whereNull('usedAt')
      .andWhere('expiresAt', '>', trx.fn.now())
      .whereIn('userId', trx('users').select('id').where({ email: input.email.toLowerCase() }))
      .returning('userId');
    const userId = (spent[0] as { userId: number } | undefined)?.userId;
    if (userId === undefined) return false;
    await trx('users').where({ id: userId }).update({ passwordHash });
    // Other links sent earlier must not work after the password changed.
    await trx('password_resets').where({ userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
    await deleteUserSessions(trx, userId);
    return true;
  });
  if (!done) throw new ValidationError({ token: 'contracts.auth.resetLinkInvalid' });
}
