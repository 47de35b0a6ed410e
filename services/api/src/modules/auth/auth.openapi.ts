import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  forgotUsernameRequestSchema,
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  messageResponseSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from '@reentry/contracts/auth';
import { resetWithCodeRequestSchema } from '@reentry/contracts/reset-codes';
import { userSchema } from '@reentry/contracts/user';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Accounts';

export const authApiDocs = defineRoutes([
  { method: 'get', path: '/api/auth/me', access: 'signed-in', tag, summary: 'The signed-in user and their progress', responses: { 200: { description: 'The user.', schema: userSchema } } },
  {
    method: 'post', path: '/api/auth/register', access: 'anyone', tag, summary: 'Sign up (and sign in)', body: registerRequestSchema, rateLimited: true, idempotencyKey: true, errors: [409, 422],
    description:
      'Without `classCode`, 10 sign-ups per address per hour. With a working class code that limit is not used (a ceiling of 200 ' +
      'per hour holds) and the learner joins the code\'s instructor. A code that does not work answers 422 (unknown or ended) or ' +
      '409 (full) on the `classCode` field; 20 distinct such codes per address per hour, then 429. ' +
      'Send one Idempotency-Key per sign-up attempt and the same key when retrying it: the retry gets the same 201 and user ' +
      '(header `Idempotent-Replayed: true`) and a new session, with one account made and no sign-up limit spent. The key covers ' +
      'every field but the password; a retry must send the same password, which is checked like a login (and counted against ' +
      'the login limits): another password answers 422 `IDEMPOTENCY_KEY_REUSED` and signs nobody in.',
    responses: { 201: { description: 'The new user, signed in (session cookie set).', schema: userSchema } },
  },
  {
    method: 'post', path: '/api/auth/login', access: 'anyone', tag, summary: 'Sign in with username and password', body: loginRequestSchema, rateLimited: true, errors: [401],
    description:
      'A user with two-step sign-in gets 401 `TWO_FACTOR_REQUIRED`, then sends the code to /api/auth/login/two-factor. ' +
      'A sign-in sets a long-lived HttpOnly device cookie (`reentry.device`) for the account: attempts from that browser count ' +
      "against its own allowance, so strangers' failed guesses (which lock out browsers without one, 429) never lock it out.",
    responses: { 200: { description: 'The user, signed in (session and device cookies set).', schema: userSchema } },
  },
  {
    method: 'post', path: '/api/auth/login/two-factor', access: 'anyone', tag, summary: 'Second step of a sign-in: the authenticator or recovery code', body: loginTwoFactorRequestSchema, rateLimited: true, errors: [401],
    responses: { 200: { description: 'The user, signed in.', schema: userSchema } },
  },
  { method: 'post', path: '/api/auth/logout', access: 'anyone', tag, summary: 'Sign out (the session ends on the server too)', responses: { 204: { description: 'Signed out.' } } },
  {
    method: 'post', path: '/api/auth/forgot-password', access: 'anyone', tag, summary: 'Mail a reset link to every account on an address', body: forgotPasswordRequestSchema, rateLimited: true,
    responses: { 200: { description: 'The same answer whether or not the address has accounts.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/auth/reset-password', access: 'anyone', tag, summary: 'Set a new password with a reset link', body: resetPasswordRequestSchema, rateLimited: true,
    responses: { 200: { description: 'Password changed; every session ended.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/auth/forgot-username', access: 'anyone', tag, summary: 'Mail every username on an address to it', body: forgotUsernameRequestSchema, rateLimited: true,
    responses: { 200: { description: 'The same answer whether or not the address has accounts; the mail is queued after the answer.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/auth/reset-password/code', access: 'anyone', tag, summary: 'Set a new password with a reset code from an instructor', body: resetWithCodeRequestSchema, rateLimited: true,
    responses: { 200: { description: 'Password changed; every session ended; the code is spent.', schema: messageResponseSchema } },
  },
  {
    method: 'post', path: '/api/auth/change-password', access: 'signed-in', tag, summary: 'Change the password (other sessions end)', body: changePasswordRequestSchema, rateLimited: true,
    responses: { 200: { description: 'Password changed.', schema: messageResponseSchema } },
  },
]);
