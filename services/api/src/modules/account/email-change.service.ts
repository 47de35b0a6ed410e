import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { ACCOUNT_RULES, accountValidationMessages as m } from '@reentry/contracts/account';
import type { Locale } from '@reentry/contracts/locale';
import { ValidationError } from '../../errors.js';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { deleteUserSessions } from '../sessions/session-store.js';
import { confirmLinkLive, undoLinkLive, voidLaterEmailLinks } from './email-change-links.js';
import { confirmEmailMail, emailChangedMail } from './email-change.mail.js';

export interface EmailChangeDeps {
  knex: Knex;
  /** Links always use this host, never the request's Host header. */
  publicUrl: string;
}

const sha256 = (token: string): string => createHash('sha256').update(`email-change:${token}`).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');
const HOUR_MS = 3_600_000;

/** A link to a page of the site with the token in the fragment (never sent to a server, so in no log). */
export function tokenLink(publicUrl: string, path: '/account/email' | '/account/email/undo' | '/account/email/verify', token: string): string {
  const url = new URL(path, publicUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

const linkInvalid = () => new ValidationError({ token: m.linkInvalid.id });

/**
 * Mails a single-use, 24-hour link to the new address; the email changes only when it is opened. An address
 * another account uses is treated like any other (addresses need not be unique), so the answer tells nothing.
 * A newer request replaces an older one that was not opened.
 */
export async function requestEmailChange(deps: EmailChangeDeps, actor: AuditActor, newEmail: string, locale: Locale): Promise<void> {
  const token = newToken();
  await deps.knex.transaction(async (trx) => {
    const user = (await trx('users').where({ id: actor.id }).forUpdate().first('email')) as { email: string | null };
    if (user.email === newEmail) throw new ValidationError({ email: m.emailSame.id });
    await trx('email_changes').where({ userId: actor.id }).whereNull('confirmedAt').del();
    await trx('email_changes').insert({
      userId: actor.id,
      newEmail,
      oldEmail: user.email,
      tokenHash: sha256(token),
      expiresAt: trx.raw('now() + make_interval(hours => ?)', [ACCOUNT_RULES.emailLinkHours]),
    });
    const link = tokenLink(deps.publicUrl, '/account/email', token);
    await enqueueMail(trx, confirmEmailMail({ to: newEmail, link, hours: ACCOUNT_RULES.emailLinkHours, locale }));
    await writeAudit(trx, { actor, action: 'account.email_change_requested', targetType: 'user', targetId: actor.id, detail: { adding: user.email === null } });
  });
}

/**
 * Locks the account a link belongs to before its rules are read, so two links opened at once, or a link and a
 * password change, happen one after the other and the second sees what the first did.
 */
async function lockOwner(trx: Knex.Transaction, column: 'tokenHash' | 'undoTokenHash', hash: string): Promise<void> {
  await trx('users').whereIn('id', trx('email_changes').where({ [column]: hash }).select('userId')).forUpdate().select('id');
}

interface SpentChange {
  id: number;
  userId: number;
  newEmail: string;
  oldEmail: string | null;
  confirmedAt: Date;
}

/**
 * Opens the link: spends the token with one conditional UPDATE (so of two clicks exactly one works; not after
 * a password change), sets the address, verified (the link was opened from it), ends the reset and
 * verification links sent to the old one, and tells the old address (when there was one) with a 7-day undo
 * link. Returns the account's id.
 */
export async function confirmEmailChange(deps: EmailChangeDeps, token: string, fallbackLocale: Locale): Promise<number> {
  const undoToken = newToken();
  return deps.knex.transaction(async (trx) => {
    await lockOwner(trx, 'tokenHash', sha256(token));
    const [spent] = (await trx('email_changes as x')
      .update({ confirmedAt: trx.fn.now() })
      .where('x.tokenHash', sha256(token))
      .whereRaw(confirmLinkLive('x'))
      .returning(['x.id', 'x.userId', 'x.newEmail', 'x.oldEmail', 'x.confirmedAt'])) as SpentChange[];
    if (!spent) throw linkInvalid();
    const user = (await trx('users').where({ id: spent.userId }).first('username', 'locale')) as { username: string; locale: Locale | null };
    await trx('users').where({ id: spent.userId }).update({ email: spent.newEmail, emailVerifiedAt: trx.fn.now() });
    await trx('password_resets').where({ userId: spent.userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
    await trx('email_verifications').where({ userId: spent.userId }).whereNull('usedAt').del();
    if (spent.oldEmail) {
      const undoExpiresAt = new Date(Date.now() + ACCOUNT_RULES.undoDays * 24 * HOUR_MS);
      await trx('email_changes').where({ id: spent.id }).update({ undoTokenHash: sha256(undoToken), undoExpiresAt });
      const link = tokenLink(deps.publicUrl, '/account/email/undo', undoToken);
      await enqueueMail(trx, emailChangedMail({ to: spent.oldEmail, link, days: ACCOUNT_RULES.undoDays, locale: user.locale ?? fallbackLocale }));
    }
    await writeAudit(trx, { actor: { id: spent.userId, username: user.username }, action: 'account.email_changed', targetType: 'user', targetId: spent.userId });
    return spent.userId;
  });
}

/**
 * The old address undoes a change within 7 days, while its link still may be used (`undoLinkLive`, issue 39):
 * the address the link was sent to is back, verified (the link was opened from it), every session of the
 * account ends (whoever made the change is signed out), and reset links, pending changes and the undo links
 * of every later change stop working.
 */
export async function undoEmailChange(deps: EmailChangeDeps, token: string): Promise<number> {
  return deps.knex.transaction(async (trx) => {
    await lockOwner(trx, 'undoTokenHash', sha256(token));
    const [spent] = (await trx('email_changes as x')
      .update({ undoneAt: trx.fn.now() })
      .where('x.undoTokenHash', sha256(token))
      .whereRaw(undoLinkLive('x'))
      .returning(['x.id', 'x.userId', 'x.newEmail', 'x.oldEmail', 'x.confirmedAt'])) as SpentChange[];
    if (!spent) throw linkInvalid();
    await trx('users').where({ id: spent.userId }).update({ email: spent.oldEmail, emailVerifiedAt: trx.fn.now() });
    await voidLaterEmailLinks(trx, spent.userId, spent);
    await trx('password_resets').where({ userId: spent.userId }).whereNull('usedAt').update({ usedAt: trx.fn.now() });
    await trx('email_verifications').where({ userId: spent.userId }).whereNull('usedAt').del();
    await deleteUserSessions(trx, spent.userId);
    const user = (await trx('users').where({ id: spent.userId }).first('username')) as { username: string };
    await writeAudit(trx, { actor: { id: spent.userId, username: user.username }, action: 'account.email_change_undone', targetType: 'user', targetId: spent.userId });
    return spent.userId;
  });
}
