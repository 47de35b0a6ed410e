import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { hashPassword } from '../auth/password.js';
import { createUser } from './users.service.js';

export interface DemoAccount {
  username: 'learner' | 'instructor' | 'admin';
  password: string;
}

/** Readable random passwords (no look-alike characters), printed once. */
function demoPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(14)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

/**
 * Embedded database only: on a database with no users, creates a learner, an instructor (the learner's) and
 * an admin with random passwords (or `fixedPassword`, for browser tests), and returns them so they can be
 * printed once. Otherwise does nothing.
 */
export async function seedDemoAccounts(knex: Knex, fixedPassword?: string): Promise<DemoAccount[]> {
  return knex.transaction(async (trx) => {
    const [{ count }] = (await trx('users').count({ count: '*' })) as [{ count: number }];
    if (count > 0) return [];
    const accounts: DemoAccount[] = (['learner', 'instructor', 'admin'] as const).map((username) => ({
      username,
      password: fixedPassword ?? demoPassword(),
    }));
    const [learner, instructor, admin] = await Promise.all(accounts.map((account) => hashPassword(account.password)));
    const instructorId = await createUser(trx, {
      username: 'instructor',
      name: 'Demo Instructor',
      email: 'instructor@example.org',
      passwordHash: instructor!,
      isInstructor: true,
    });
    await createUser(trx, { username: 'learner', name: 'Demo Learner', email: 'learner@example.org', passwordHash: learner!, assignedInstructorId: instructorId });
    await createUser(trx, { username: 'admin', name: 'Demo Admin', email: 'admin@example.org', passwordHash: admin!, isAdmin: true });
    return accounts;
  });
}

export function demoAccountsBanner(accounts: readonly DemoAccount[]): string {
  const lines = accounts.map(({ username, password }) => `    ${username.padEnd(11)} ${password}`);
  return [
    '',
    '================================================================',
    '  Demo accounts (embedded database only). Shown once; save them.',
    '    username    password',
    ...lines,
    '  The learner is assigned to the instructor.',
    '================================================================',
    '',
  ].join('\n');
}
