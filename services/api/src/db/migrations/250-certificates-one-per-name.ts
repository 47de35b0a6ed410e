import type { NamedMigration } from '../migration.js';

/**
 * Issue 31, a certificate in the new name: after a name change the learner gets a certificate in the new
 * name and the old one stays valid until they withdraw it. So a learner may hold more than one unrevoked
 * certificate of a kind, but at most one per printed name and name format: issuing stays idempotent when
 * two requests race for the same name and format.
 */
export const certificatesOnePerName: NamedMigration = {
  name: '250-certificates-one-per-name',
  async up(knex) {
    await knex.raw('drop index certificates_one_valid_per_kind');
    await knex.raw(
      'create unique index certificates_one_valid_per_name on certificates (user_id, kind, printed_name, name_format) where revoked_at is null',
    );
  },
  /** Fails while a learner still holds two valid certificates of a kind: withdraw or revoke one first. */
  async down(knex) {
    await knex.raw('drop index certificates_one_valid_per_name');
    await knex.raw('create unique index certificates_one_valid_per_kind on certificates (user_id, kind) where revoked_at is null');
  },
};
