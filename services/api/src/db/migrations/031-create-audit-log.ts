import { createdAt, type NamedMigration } from '../migration.js';

/**
 * Who did what to which record, and when. Append-only, enforced by the database: a trigger refuses every
 * UPDATE, DELETE and TRUNCATE, whatever the application does. No foreign key to users (deleting a user
 * must not rewrite history); the username is copied at the time of the action.
 */
export const createAuditLog: NamedMigration = {
  name: '031-create-audit-log',
  async up(knex) {
    await knex.schema.createTable('audit_log', (table) => {
      table.bigIncrements('id');
      table.integer('actor_user_id').nullable();
      table.text('actor_username').nullable();
      table.text('action').notNullable();
      table.text('target_type').notNullable();
      table.text('target_id').notNullable();
      table.jsonb('detail').notNullable().defaultTo('{}');
      createdAt(knex, table);
      table.index(['target_type', 'target_id']);
      table.index(['actor_user_id']);
    });
    await knex.raw(`
      create function audit_log_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = '42501';
      end
      $$`);
    await knex.raw(
      'create trigger audit_log_no_change before update or delete on audit_log for each row execute function audit_log_append_only()',
    );
    await knex.raw(
      'create trigger audit_log_no_truncate before truncate on audit_log for each statement execute function audit_log_append_only()',
    );
  },
  async down(knex) {
    await knex.schema.dropTable('audit_log');
    await knex.raw('drop function audit_log_append_only()');
  },
};
