import { createdAt, type NamedMigration } from '../migration.js';

/** The verification link works for this long (ACCOUNT_RULES.verifyLinkDays; fixed here, a migration never changes). */
const LINK_DAYS = 7;

/**
 * Issue 39 §1.2 and §1.3. `users.email_verified_at`: the account's address was shown to be the person's (a link
 * mailed to it was opened); only then does the data download list forms sent from it. Existing accounts start
 * unverified, except an address confirmed through the email-change link (or put back by an undo link opened
 * from it), which is proof already. `email_verifications`: the single-use link mailed at sign-up or on request,
 * for one address (SHA-256 of the token stored). `users.password_changed_at`: email-change links made before a
 * password change stop working (the email-change rules).
 */
export const emailVerified: NamedMigration = {
  name: '280-verified-email',
  async up(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.timestamp('email_verified_at', { useTz: true }).nullable();
      table.timestamp('password_changed_at', { useTz: true }).nullable();
    });
    await knex.schema.createTable('email_verifications', (table) => {
      table.bigIncrements('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('email').notNullable();
      table.text('token_hash').notNullable().unique('email_verifications_token_hash_unique');
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('used_at', { useTz: true }).nullable();
      createdAt(knex, table);
      table.index(['user_id'], 'email_verifications_user_idx');
      table.check(`expires_at <= created_at + interval '${LINK_DAYS} days'`, [], 'email_verifications_lifetime');
    });
    await knex.raw(`
      update users u set email_verified_at = proof.at
        from (select user_id, lower(email) as email, max(at) as at
                from (select user_id, new_email as email, confirmed_at as at from email_changes where confirmed_at is not null and undone_at is null
                      union all
                      select user_id, old_email, undone_at from email_changes where undone_at is not null and old_email is not null) opened
               group by user_id, lower(email)) proof
       where proof.user_id = u.id and proof.email = lower(u.email)`);
  },
  async down(knex) {
    await knex.schema.dropTable('email_verifications');
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('email_verified_at');
      table.dropColumn('password_changed_at');
    });
  },
};
