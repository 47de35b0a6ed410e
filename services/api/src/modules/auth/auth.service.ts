import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { RegisterRequest } from '@reentry/contracts/auth';
import type { Locale } from '@reentry/contracts/locale';
import { authValidationMessages as m } from '@reentry/contracts/auth-rules';
import type { User } from '@reentry/contracts/user';
import { ConflictError, ValidationError } from '../../errors.js';
import { claimClassCodePlace } from '../instructor/class-codes.model.js';
import { classCodeProblem, classCodeRefused } from '../instructor/class-codes.service.js';
import { claimKey, storeAnswer, type IdempotencyClaim } from '../idempotency/idempotency.service.js';
import { getProgress } from '../progress/progress.service.js';
import { createUser, findUserWithProgress, isUniqueViolation, toUser, usernameConflict } from '../users/users.service.js';
import { usernameSkeletons } from '../users/username.js';
import { releaseHeldUsernames } from '../account/account-delete.service.js';
import { storeNewPassword } from './new-password.js';
import { hashPassword } from './password.js';
import { passwordProblem } from './password-strength.js';
import { requireSignedIn } from './signed-in-user.js';

/** GET /api/auth/me: the signed-in user (roles as the database has them now) with their progress; else 401. */
export async function currentUser(knex: Knex, ctx: Context): Promise<User> {
  const user = await requireSignedIn(knex, ctx);
  return toUser(user, await getProgress(knex, user.id));
}

const conflictMessage = { taken: 'api.auth.usernameTaken', lookAlike: m.usernameLookAlike.id } as const;

/** Is the name free? Taken ignoring case, or too much like an existing one, is a 409 before any hashing. */
async function checkUsernameFree(knex: Knex, username: string): Promise<void> {
  const { lower, upper } = usernameSkeletons(username);
  const clash = await knex('users')
    .whereRaw('lower(username) = lower(?)', [username])
    .orWhere('usernameSkeletonLower', lower)
    .orWhere('usernameSkeletonUpper', upper)
    .first('id');
  if (clash) throw new ConflictError(conflictMessage[await usernameConflict(knex, username)]);
}

/** A new account, or (with an Idempotency-Key) the answer of the request that made it first. */
export interface Registered {
  user: User;
  replayed: boolean;
}

/** Work done in the new account's transaction (the link that verifies its address is mailed there). */
export type OnAccountCreated = (trx: Knex.Transaction, userId: number) => Promise<void>;

/** A sign-up as the form sent it, with the language the person was using the site in (kept on the account). */
export type SignUp = RegisterRequest & { locale?: Locale };

/**
 * Creates a learner account. Emails are stored lower-cased and need not be unique (families may share one).
 * Cheap checks (name free, password not weak) come before the argon2 hash. With `claim` (a sign-up sent
 * with an Idempotency-Key) the key is claimed and its answer kept in the account's own transaction: when
 * a duplicate on another replica claimed it first, this waits for it and gives its answer, making nothing.
 */
export async function register(knex: Knex, input: SignUp, claim?: IdempotencyClaim, onCreated?: OnAccountCreated): Promise<Registered> {
  await releaseHeldUsernames(knex);
  await checkUsernameFree(knex, input.username);
  const problem = await passwordProblem(input.password, input);
  if (problem) throw new ValidationError({ password: problem });
  const passwordHash = await hashPassword(input.password);
  try {
    return await knex.transaction(async (trx) => {
      const first = claim && (await claimKey(trx, claim));
      if (first && first !== 'claimed') return { user: first.body as User, replayed: true };
      const userId = await createAccount(trx, input, passwordHash);
      await onCreated?.(trx, userId);
      const user = (await findUserWithProgress(trx, userId))!;
      return { user: claim ? ((await storeAnswer(trx, claim, { status: 201, body: user })).body as User) : user, replayed: false };
    });
  } catch (err) {
    // Another sign-up took the name between the check and the insert.
    if (isUniqueViolation(err)) throw new ConflictError(conflictMessage[await usernameConflict(knex, input.username)]);
    throw err;
  }
}

/**
 * The account's row. With a class code, the code's place is taken in the same transaction, so a failed
 * insert gives the place back, and the learner is the code's instructor's student from the start.
 */
async function createAccount(trx: Knex.Transaction, input: SignUp, passwordHash: string): Promise<number> {
  if (!input.classCode) return createUser(trx, { ...input, passwordHash });
  const place = await claimClassCodePlace(trx, input.classCode);
  // Another sign-up took the last place (or the teacher ended the code) since admitSignup looked.
  if (!place) throw classCodeRefused((await classCodeProblem(trx, input.classCode)) ?? 'full');
  return createUser(trx, { ...input, passwordHash, assignedInstructorId: place.instructorId });
}

/** The account a login names, matched ignoring case after NFKC (the contract normalises the input). */
export interface LoginAccount {
  id: number;
  passwordHash: string;
  isAdmin: boolean;
  isInstructor: boolean;
  isContentEditor: boolean;
}

export async function findLoginAccount(knex: Knex, username: string): Promise<LoginAccount | undefined> {
  return (await knex('users')
    .whereRaw('lower(username) = lower(?)', [username])
    .whereNull('deletedAt')
    .first('id', 'passwordHash', 'isAdmin', 'isInstructor', 'isContentEditor')) as LoginAccount | undefined;
}

export async function findLoginAccountById(knex: Knex, id: number): Promise<LoginAccount | undefined> {
  return (await knex('users').where({ id }).first('id', 'passwordHash', 'isAdmin', 'isInstructor', 'isContentEditor')) as LoginAccount | undefined;
}

/** Sets a new password and ends every other session of the user (a stolen session stops working). */
export async function changePassword(knex: Knex, userId: number, passwordHash: string, keepSessionId: string | undefined): Promise<void> {
  await knex.transaction((trx) => storeNewPassword(trx, userId, passwordHash, keepSessionId));
}
