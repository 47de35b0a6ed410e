import { createdAt, type NamedMigration } from '../migration.js';

/**
 * The transactional outbox: a mail is a row written in the same transaction as what it is about, and a
 * background worker delivers it. Bodies are cleared once sent (they may hold reset links or personal details).
 */
export const createMailOutbox: NamedMigration = {
  name: '030-create-mail-outbox',
  async up(knex) {
    await knex.schema.createTable('mail_outbox', (table) => {
      table.bigIncrements('id');
      table.text('kind').notNullable();
      table.text('to_address').notNullable();
      table.text('reply_to').nullable();
      table.text('subject').notNullable();
      table.text('text_body').nullable();
      table.text('html_body').nullable();
      // Fixed at enqueue time, so a retry after an unconfirmed send is the same message, not a second one.
      table.text('message_id').notNullable().unique();
      table.text('status').notNullable().defaultTo('pending');
      table.integer('attempts').notNullable().defaultTo(0);
      // Also the claim's lease: a claimed row is due again only if its worker died before finishing.
      table.timestamp('next_attempt_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      table.text('last_error').nullable();
      createdAt(knex, table);
      table.timestamp('sent_at', { useTz: true }).nullable();
      table.check("status in ('pending', 'sent', 'failed')", [], 'mail_outbox_status');
    });
    await knex.raw("create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending'");
  },
  async down(knex) {
    await knex.schema.dropTable('mail_outbox');
  },
};
