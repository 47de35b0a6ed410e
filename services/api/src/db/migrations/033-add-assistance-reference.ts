import { randomInt } from 'node:crypto';
import type { NamedMigration } from '../migration.js';

const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const randomReference = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The reference number an applicant quotes: unique, random, not sequential. */
export const addAssistanceReference: NamedMigration = {
  name: '033-add-assistance-reference',
  async up(knex) {
    await knex.schema.alterTable('assistance_requests', (table) => {
      table.text('reference').nullable();
    });
    // Rows from before this migration (none written by the API) get one too.
    const rows = (await knex('assistance_requests').select('id')) as { id: number }[];
    for (const { id } of rows) await knex('assistance_requests').where({ id }).update({ reference: randomReference() });
    await knex.schema.alterTable('assistance_requests', (table) => {
      table.text('reference').notNullable().unique().alter();
    });
  },
  async down(knex) {
    await knex.schema.alterTable('assistance_requests', (table) => {
      table.dropColumn('reference');
    });
  },
};
