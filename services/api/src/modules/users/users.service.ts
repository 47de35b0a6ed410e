import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import type { Progress, User } from '@reentry/contracts/user';
import { getProgress } from '../progress/progress.service.js';
import { UserModel } from './users.model.js';
import { usernameSkeletons } from './username.js';

/** The public user object: never the password hash; roles exactly as stored right now. */
export function toUser(model: Omit<User, 'progress'>, progress: Progress): User {
  return {
    id: model.id,
    username: model.username,
    email: model.email,
    name: model.name,
    isAdmin: model.isAdmin,
    isInstructor: model.isInstructor,
    isContentEditor: model.isContentEditor ?? false,
    assignedInstructorId: model.assignedInstructorId,
    progress,
  };
}

export async function findUserWithProgress(knex: Knex, id: number): Promise<User | undefined> {
  // Progress comes from the same service as GET /api/users/progress, so the two always agree.
  const [model, progress] = await Promise.all([UserModel.query(knex).findById(id), getProgress(knex, id)]);
  return model ? toUser(model, progress) : undefined;
}

export interface NewUser {
  username: string;
  name: string;
  /** Null: a learner who signed up with a class code and no email. */
  email?: string | null;
  passwordHash: string;
  isAdmin?: boolean;
  isInstructor?: boolean;
  assignedInstructorId?: number | null;
  /** The language the person signed up in (shown on My account, and the site's language at their next sign-in). */
  locale?: Locale | null;
}

/**
 * Inserts an account. The username is stored NFKC-normalised with its look-alike keys; a name taken
 * ignoring case, or one that looks like an existing name, fails with a unique violation (see usernameConflict).
 */
export async function createUser(knex: Knex, user: NewUser): Promise<number> {
  const { name, email, passwordHash, isAdmin, isInstructor, assignedInstructorId, locale } = user;
  const username = user.username.normalize('NFKC').trim();
  const skeletons = usernameSkeletons(username);
  const created = await UserModel.query(knex).insert({
    username,
    usernameSkeletonLower: skeletons.lower,
    usernameSkeletonUpper: skeletons.upper,
    name,
    email: email ? email.toLowerCase() : null,
    passwordHash,
    isAdmin,
    isInstructor,
    assignedInstructorId,
    locale: locale ?? null,
  });
  return created.id;
}

/** PostgreSQL's unique_violation, e.g. a username that is already taken. */
export function isUniqueViolation(err: unknown): boolean {
  const { code, nativeError } = (err ?? {}) as { code?: unknown; nativeError?: { code?: unknown } };
  return code === '23505' || nativeError?.code === '23505';
}

/** After a unique violation on sign-up: the same name (ignoring case) is "taken", anything else a look-alike. */
export async function usernameConflict(knex: Knex, username: string): Promise<'taken' | 'lookAlike'> {
  const same = await knex('users').whereRaw('lower(username) = lower(?)', [username.normalize('NFKC').trim()]).first('id');
  return same ? 'taken' : 'lookAlike';
}
