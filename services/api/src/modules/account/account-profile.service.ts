import type { Knex } from 'knex';
import type { AccountProfile } from '@reentry/contracts/account';
import type { Locale } from '@reentry/contracts/locale';
import { writeAudit, type AuditActor } from '../audit/audit.service.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.service.js';

/** `GET /api/account`: the profile as stored now, with a new address still waiting for its link. */
export async function accountProfile(knex: Knex, userId: number): Promise<AccountProfile> {
  const [user, pending, twoFactor] = await Promise.all([
    knex('users').where({ id: userId }).first('username', 'name', 'email', 'emailVerifiedAt', 'locale') as Promise<Omit<AccountProfile, 'pendingEmail' | 'twoFactor' | 'emailVerified'> & { emailVerifiedAt: Date | null }>,
    knex('email_changes').where({ userId }).whereNull('confirmedAt').andWhere('expiresAt', '>', knex.fn.now()).orderBy('id', 'desc').first('newEmail') as Promise<{ newEmail: string } | undefined>,
    isTwoFactorEnabled(knex, userId),
  ]);
  return {
    username: user.username,
    name: user.name,
    email: user.email,
    emailVerified: user.email !== null && user.emailVerifiedAt !== null,
    locale: user.locale ?? null,
    pendingEmail: pending?.newEmail ?? null,
    twoFactor,
  };
}

/** The account's saved language (null until chosen): a sign-in elsewhere shows the site in it. */
export async function accountLocale(knex: Knex, userId: number): Promise<Locale | null> {
  const row = (await knex('users').where({ id: userId }).first('locale')) as { locale: Locale | null } | undefined;
  return row?.locale ?? null;
}

/**
 * A new name for the account. Certificates keep the name printed on them (a record); the certificates page
 * then offers one in the new name. The audit says that it changed, never the names.
 */
export async function changeName(knex: Knex, actor: AuditActor, name: string): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('users').where({ id: actor.id }).update({ name });
    await writeAudit(trx, { actor, action: 'account.name_changed', targetType: 'user', targetId: actor.id });
  });
}

export async function changeLocale(knex: Knex, actor: AuditActor, locale: Locale): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('users').where({ id: actor.id }).update({ locale });
    await writeAudit(trx, { actor, action: 'account.locale_changed', targetType: 'user', targetId: actor.id, detail: { locale } });
  });
}
