import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Issue 41, section 3: the claim card. `roster_claim_codes`: one-time codes printed for a roster person, kept
 * only as SHA-256 of the normalised code (as class codes are looked up), valid 180 days; a new card voids
 * the person's older one, a claim spends it. `roster_people.claimed_at`/`claimed_by_user_id`: the person moved
 * their work into that account (the row and its sheets stay for the class's totals). `quiz_attempts.source`
 * and `paper_attempt_id`: a paper sheet moved into an account becomes one of its attempts, marked as paper.
 */
export const rosterClaims: NamedMigration = {
  name: '322-roster-claims',
  async up(knex) {
    await knex.schema.createTable('roster_claim_codes', (table) => {
      table.increments('id').primary();
      table.integer('roster_person_id').notNullable().references('id').inTable('roster_people').onDelete('CASCADE');
      table.text('code_hash').notNullable().unique('roster_claim_codes_code_hash_unique');
      table.integer('created_by').nullable().references('id').inTable('users').onDelete('SET NULL');
      createdAt(knex, table);
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.timestamp('voided_at', { useTz: true }).nullable();
      table.timestamp('used_at', { useTz: true }).nullable();
      table.check("code_hash ~ '^[0-9a-f]{64}$'", [], 'roster_claim_codes_hash_format');
      table.check("expires_at <= created_at + interval '180 days'", [], 'roster_claim_codes_180_days');
      table.check('voided_at is null or used_at is null', [], 'roster_claim_codes_voided_or_used');
    });
    // The person's live card (at most one), for the roster list and for voiding it when a new one is made.
    await knex.raw('create unique index roster_claim_codes_one_live on roster_claim_codes (roster_person_id) where voided_at is null and used_at is null');

    await knex.schema.alterTable('roster_people', (table) => {
      table.timestamp('claimed_at', { useTz: true }).nullable();
      table.integer('claimed_by_user_id').nullable().references('id').inTable('users').onDelete('SET NULL');
      table.check('claimed_by_user_id is null or claimed_at is not null', [], 'roster_people_claimed_by_when');
    });

    await knex.schema.alterTable('quiz_attempts', (table) => {
      table.text('source').notNullable().defaultTo('online');
      table.integer('paper_attempt_id').nullable().references('id').inTable('paper_attempts').onDelete('SET NULL');
      table.check("source in ('online', 'paper')", [], 'quiz_attempts_source_known');
      table.check("paper_attempt_id is null or source = 'paper'", [], 'quiz_attempts_paper_link');
    });
    // A sheet moves into an account once.
    await knex.raw('create unique index quiz_attempts_one_per_paper_sheet on quiz_attempts (paper_attempt_id) where paper_attempt_id is not null');
  },
  async down(knex) {
    await knex.raw('drop index quiz_attempts_one_per_paper_sheet');
    await knex.schema.alterTable('quiz_attempts', (table) => {
      table.dropChecks(['quiz_attempts_source_known', 'quiz_attempts_paper_link']);
      table.dropColumn('paper_attempt_id');
      table.dropColumn('source');
    });
    await knex.schema.alterTable('roster_people', (table) => {
      table.dropChecks(['roster_people_claimed_by_when']);
      table.dropColumn('claimed_by_user_id');
      table.dropColumn('claimed_at');
    });
    await knex.schema.dropTable('roster_claim_codes');
  },
};
