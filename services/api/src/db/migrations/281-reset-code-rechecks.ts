import type { NamedMigration } from '../migration.js';

/**
 * Issue 39 §1.1: a reset code stays tied to the reason it was allowed. `reset_codes.made_as`: the role the
 * maker used (an instructor for an assigned student, or an admin), checked again when the code is used. The
 * trigger voids a learner's unused codes whenever their roles, class or deletion change (whatever code makes
 * the change), and the codes a maker made when the maker loses a role or is deleted. Existing codes take the
 * maker's strongest role; codes whose maker is gone are voided. The column's default is the narrower role, so a
 * code made by older code during a rolling release (which does not set it) fails safe: as an instructor's, it
 * works only for the maker's own student.
 */
export const resetCodeRechecks: NamedMigration = {
  name: '281-reset-code-rechecks',
  async up(knex) {
    await knex.schema.alterTable('reset_codes', (table) => table.text('made_as').nullable());
    await knex.raw(`update reset_codes c set made_as = case when m.is_admin then 'admin' else 'instructor' end from users m where m.id = c.created_by`);
    await knex.raw(`update reset_codes set made_as = 'admin', used_at = coalesce(used_at, now()) where made_as is null`);
    await knex.raw(`alter table reset_codes alter column made_as set default 'instructor', alter column made_as set not null`);
    await knex.raw(`alter table reset_codes add constraint reset_codes_made_as check (made_as in ('instructor', 'admin'))`);
    await knex.raw(`
      create function void_reset_codes() returns trigger language plpgsql as $$
      begin
        update reset_codes set used_at = now()
         where used_at is null
           and (user_id = new.id
                or (created_by = new.id
                    and ((old.is_admin and not new.is_admin) or (old.is_instructor and not new.is_instructor) or new.deleted_at is not null)));
        return null;
      end
      $$`);
    await knex.raw(`
      create trigger users_void_reset_codes after update of is_admin, is_instructor, is_content_editor, assigned_instructor_id, deleted_at on users
      for each row when (old.is_admin is distinct from new.is_admin or old.is_instructor is distinct from new.is_instructor
                         or old.is_content_editor is distinct from new.is_content_editor
                         or old.assigned_instructor_id is distinct from new.assigned_instructor_id or old.deleted_at is distinct from new.deleted_at)
      execute function void_reset_codes()`);
  },
  async down(knex) {
    await knex.raw('drop trigger users_void_reset_codes on users');
    await knex.raw('drop function void_reset_codes()');
    await knex.schema.alterTable('reset_codes', (table) => {
      table.dropChecks(['reset_codes_made_as']);
      table.dropColumn('made_as');
    });
  },
};
