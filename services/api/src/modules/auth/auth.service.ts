import type { Knex } from 'knex';
import type { LoginRequest, RegisterRequest } from '@reentry/contracts/auth';
import type { User } from '@reentry/contracts/user';
import { ConflictError, InvalidCredentialsError, UnauthenticatedError } from '../../errors.js';
import { createUser, findUserWithProgress, isUniqueViolation } from '../users/users.service.js';
import { UserModel } from '../users/users.model.js';
import { hashPassword, verifyPassword } from './password.js';

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

/** Creates a learner account. Emails are stored lower-cased and need not be unique (families may share one). */
export async function register(knex: Knex, input: RegisterRequest): Promise<User> {
  const passwordHash = await hashPassword(input.password);
  try {
    const id = await createUser(knex, { ...input, passwordHash });
    return (await findUserWithProgress(knex, id))!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ConflictError('api.auth.usernameTaken');
    throw err;
  }
}

/** Unknown username and wrong password fail alike, in the same time. Usernames match ignoring case. */
export async function login(knex: Knex, { username, password }: LoginRequest): Promise<User> {
  const row = await UserModel.query(knex)
    .whereRaw('lower(username) = lower(?)', [username])
    .first()
    .select('id', 'passwordHash');
  const ok = await verifyPassword(row?.passwordHash, password);
  if (!row || !ok) throw new InvalidCredentialsError();
  return (await findUserWithProgress(knex, row.id))!;
}
