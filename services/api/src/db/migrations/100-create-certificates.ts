import type { NamedMigration } from '../migration.js';

/**
 * Completion certificates (issue 14). A certificate never changes once issued, except that it can be
 * revoked (by staff, or by its owner's reissue under another name). `code` is the normalised verification
 * code (16 symbols of a 30-symbol alphabet, no dashes), unique. At most one unrevoked certificate per
 * learner and kind: the partial unique index makes issuing idempotent even when two requests race.
 */
export const createCertificates: NamedMigration = {
  name: '100-create-certificates',
  async up(knex) {
    await knex.schema.createTable('certificates', (table) => {
      table.bigIncrements('id');
      table.text('code').notNullable().unique('certificates_code_unique');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.text('kind').notNullable();
      table.specificType('module_ids', 'integer[]').notNullable();
      table.text('printed_name').notNullable();
      table.text('name_format').notNullable();
      table.text('locale').notNullable();
      table.timestamp('completed_at', { useTz: true }).notNullable();
      table.timestamp('issued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.timestamp('revoked_at', { useTz: true }).nullable();
      table.text('revoked_reason').nullable();
      table.integer('revoked_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.index(['user_id', 'kind', 'issued_at'], 'certificates_user_kind_idx');
      table.check("code ~ '^[2-9A-HJKMNP-TV-Z]{16}$'", [], 'certificates_code_format');
      table.check("kind in ('course', 'financial-literacy-basics')", [], 'certificates_kind');
      table.check("name_format in ('full', 'firstLastInitial')", [], 'certificates_name_format');
      table.check("locale in ('en', 'es')", [], 'certificates_locale');
      table.check('(revoked_at is null) = (revoked_reason is null)', [], 'certificates_revocation_has_reason');
    });
    await knex.raw('create unique index certificates_one_valid_per_kind on certificates (user_id, kind) where revoked_at is null');
  },
  async down(knex) {
    await knex.schema.dropTable('certificates');
  },
};
