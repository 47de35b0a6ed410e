import { createdAt, type NamedMigration } from '../migration.js';

export const createContactMessages: NamedMigration = {
  name: '004-create-contact-messages',
  async up(knex) {
    await knex.schema.createTable('contact_messages', (table) => {
      table.increments('id');
      table.text('name').notNullable();
      table.text('email').notNullable();
      table.text('subject').notNullable();
      table.text('message').notNullable();
      createdAt(knex, table);
      table.check(
        "subject in ('general', 'facility', 'volunteer', 'donation', 'media', 'other')",
        [],
        'contact_messages_subject',
      );
    });
  },
  async down(knex) {
    await knex.schema.dropTable('contact_messages');
  },
};
