import type { Knex } from 'knex';
import type { User } from '@reentry/contracts/user';
import { UnauthenticatedError } from '../../errors.js';
import { findUserWithProgress } from '../users/users.service.js';

/** What the session stores about a login: only the user id; roles are always re-read from the database. */
export interface AuthSession {
  userId?: unknown;
}

export async function currentUser(knex: Knex, session: AuthSession | null | undefined): Promise<User> {
  const userId = session?.userId;
  if (typeof userId !== 'number' || !Number.isInteger(userId)) throw new UnauthenticatedError();
  const user = await findUserWithProgress(knex, userId);
  if (!user) throw new UnauthenticatedError();
  return user;
}
