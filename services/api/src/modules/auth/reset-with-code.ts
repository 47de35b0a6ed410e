import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import { resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { ValidationError } from '../../errors.js';
import { writeAudit } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { storeNewPassword } from './new-password.js';
import { hashPassword } from './password.js';
import { passwordProblem } from './password-strength.js';
import { resetCodeUsedMail } from './reset-code.mail.js';
import { resetCodeWorks, spendResetCode } from './reset-code.model.js';

/** One answer for an unknown username and a wrong, used, expired or void code, so none can be told apart. */
const codeWrong = () => new ValidationError({ code: resetCodeMessages.codeWrong.id });

/** The account a typed name finds, as sign-in finds it, and the name folded the same way (for an unknown one). */
export interface CodeAccount {
  folded: string;
  owner?: { id: number; username: string; email: string | null; locale: Locale | null };
}

/**
 * One indexed read: the account sign-in would find for this name (NFKC by the contract, then PostgreSQL's
 * `lower`, which folds `İ` to `i` where JavaScript does not), never a deleted one, and the folded name.
 */
export async function findCodeAccount(knex: Knex, username: string): Promise<CodeAccount> {
  const { rows } = (await knex.raw(
    `select lower(?) as folded, u.id, u.username, u.email, u.locale
       from (select 1) one left join users u on lower(u.username) = lower(?) and u.deleted_at is null limit 1`,
    [username, username],
  )) as { rows: { folded: string; id: number | null; username: string; email: string | null; locale: Locale | null }[] };
  const row = rows[0]!;
  return { folded: row.folded, owner: row.id === null ? undefined : { id: row.id, username: row.username, email: row.email, locale: row.locale } };
}

/** Who the guess limit counts: the account, or for a name no account has, that name as sign-in would fold it. */
export const guessSubject = (account: CodeAccount): string => (account.owner ? `account:${account.owner.id}` : `name:${account.folded}`);

export interface CodeReset {
  account: CodeAccount;
  code: string;
  password: string;
  /** The learner's language when the account has none (the request's). */
  locale: Locale;
  publicUrl: string;
}

/**
 * `POST /api/auth/reset-password/code`: a learner sets a new password with the code their instructor made.
 * The code is checked (with every rule it was made under, read now) before the new password is, so a weak
 * password does not use it up, and before any hashing; then it is spent by one conditional UPDATE with the
 * new password (which voids the other codes, links and sessions), the audit entry, and a mail to the
 * learner's address, if any. Returns the account id.
 */
export async function resetPasswordWithCode(knex: Knex, { account, code, password, locale, publicUrl }: CodeReset): Promise<number> {
  const { owner } = account;
  if (!owner || !(await resetCodeWorks(knex, owner.id, code))) throw codeWrong();
  const problem = await passwordProblem(password, owner);
  if (problem) throw new ValidationError({ password: problem });
  const passwordHash = await hashPassword(password);
  const done = await knex.transaction(async (trx) => {
    if (!(await spendResetCode(trx, owner.id, code))) return false;
    await storeNewPassword(trx, owner.id, passwordHash);
    await writeAudit(trx, { actor: { id: owner.id, username: owner.username }, action: 'user.reset_code_used', targetType: 'user', targetId: owner.id });
    if (owner.email) {
      const contactUrl = new URL('/contact', publicUrl).toString();
      await enqueueMail(trx, resetCodeUsedMail({ to: owner.email, username: owner.username, locale: owner.locale ?? locale, contactUrl }));
    }
    return true;
  });
  if (!done) throw codeWrong();
  return owner.id;
}
