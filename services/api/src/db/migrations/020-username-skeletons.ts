import type { NamedMigration } from '../migration.js';
import { usernameSkeletons } from '../../modules/users/username.js';

/**
 * Look-alike keys of each username (modules/users/username.ts), unique, so "adrnin" cannot join beside
 * "admin". Existing names get their keys in id order; a later name that already looks like an earlier
 * one keeps null keys (it cannot be renamed here) and only blocks nothing new.
 */
export const usernameSkeletonColumns: NamedMigration = {
  name: '020-username-skeletons',
  async up(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.text('username_skeleton_lower').nullable();
      table.text('username_skeleton_upper').nullable();
    });
    const users = (await knex('users').select('id', 'username').orderBy('id')) as { id: number; username: string }[];
    const seen = new Set<string>();
    for (const { id, username } of users) {
      const { lower, upper } = usernameSkeletons(username);
      if (seen.has(`l:${lower}`) || seen.has(`u:${upper}`)) continue;
      seen.add(`l:${lower}`).add(`u:${upper}`);
      await knex('users').where({ id }).update({ username_skeleton_lower: lower, username_skeleton_upper: upper });
    }
    await knex.raw('create unique index users_username_skeleton_lower_unique on users (username_skeleton_lower)');
    await knex.raw('create unique index users_username_skeleton_upper_unique on users (username_skeleton_upper)');
  },
  async down(knex) {
    await knex.schema.alterTable('users', (table) => {
      table.dropColumn('username_skeleton_lower');
      table.dropColumn('username_skeleton_upper');
    });
  },
};
