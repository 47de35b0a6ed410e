import { createdAt, type NamedMigration } from '../migration.js';

export const createSuccessStories: NamedMigration = {
  name: '005-create-success-stories',
  async up(knex) {
    await knex.schema.createTable('success_stories', (table) => {
      table.increments('id');
      table.text('name').notNullable();
      table.text('image_url').nullable();
      table.text('story').notNullable();
      table.text('location').nullable();
      table.text('occupation').nullable();
      table.boolean('is_approved').notNullable().defaultTo(false);
      createdAt(knex, table);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('success_stories');
  },
};
