import { createdAt, type NamedMigration } from '../migration.js';

export const createUsers: NamedMigration = {
  name: '001-create-users',
  async up(knex) {
    await knex.schema.createTable('users', (table) => {
      table.increments('id');
      table.string('username', 50).notNullable().unique();
      table.text('password_hash').notNullable();
      table.text('email').notNullable().index();
      table.text('name').notNullable();
      table.boolean('is_admin').notNullable().defaultTo(false);
      table.boolean('is_instructor').notNullable().defaultTo(false);
      table.integer('assigned_instructor_id').nullable().references('id').inTable('users').onDelete('SET NULL').index();
      createdAt(knex, table);
    });
  },
  async down(knex) {
    await knex.schema.dropTable('users');
  },
};
