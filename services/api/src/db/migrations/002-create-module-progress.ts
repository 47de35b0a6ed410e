import type { NamedMigration } from '../migration.js';

export const createModuleProgress: NamedMigration = {
  name: '002-create-module-progress',
  async up(knex) {
    await knex.schema.createTable('module_progress', (table) => {
      table.increments('id');
      table.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE');
      table.integer('module_id').notNullable();
      table.boolean('completed').notNullable().defaultTo(false);
      table.integer('score').nullable();
      table.timestamp('completed_at', { useTz: true }).nullable();
      table.unique(['user_id', 'module_id']);
      table.check('module_id between 1 and 6', [], 'module_progress_module_id_range');
      table.check('score is null or score between 0 and 100', [], 'module_progress_score_range');
    });
  },
  async down(knex) {
    await knex.schema.dropTable('module_progress');
  },
};
