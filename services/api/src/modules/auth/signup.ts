import type { Context } from 'koa';
import type { Knex } from 'knex';
import { registerRequestSchema, type RegisterRequest } from '@reentry/contracts/auth';
import type { User } from '@reentry/contracts/user';
import { IdempotencyKeyReusedError } from '../../errors.js';
import { requestLocale } from '../../i18n/translate.js';
import { parseBody } from '../../validation.js';
import { findStoredAnswer, readIdempotencyKey, requestHash, type IdempotencyClaim } from '../idempotency/idempotency.service.js';
import { createInFlight } from '../idempotency/in-flight.js';
import { startUserSession } from '../sessions/sessions.service.js';
import { mailVerifyLinkAtSignUp } from '../account/email-verification.service.js';
import { visitorLocale } from '../account/account-locale.js';
import { isTwoFactorEnabled } from '../two-factor/two-factor.service.js';
import { hashClaimCode } from '../claim/claim-code.service.js';
import { claimCodeWorks, claimInTransaction } from '../claim/claim.service.js';
import { logAuthEvent } from './audit.js';
import type { AuthDeps } from './auth.deps.js';
import { findLoginAccountById, register, type Registered } from './auth.service.js';
import { admitSignup } from './class-signup.js';
import { checkPassword } from './password-check.js';
import { isStaff } from './signed-in-user.js';

/**
 * What a retry must repeat to be the same sign-up: every field but the password. The idempotency store
 * keeps a plain SHA-256 of this, and a hash of a body with the password in it could be brute-forced far
 * more cheaply than the account's argon2id hash. So the password is checked on a replay instead, against
 * the account's own hash and under the login limits (see signInAgain): a replay with another password is
 * refused like a reused key, and it never starts a session.
 */
function sameSignUp({ password: _password, ...request }: RegisterRequest): object {
  return request;
}

/**
 * `POST /api/auth/register`. Without an Idempotency-Key: the limits (admitSignup), the account, a session.
 * With one, a sign-up whose answer was lost (a replica killed, a phone's network gone) can be sent again:
 * 1. a finished answer for the key is replayed, with no sign-up limit spent;
 * 2. a duplicate in flight in this process waits for the first one's answer and replays it;
 * 3. otherwise the sign-up runs as without a key, and the account's transaction claims the key and keeps
 *    the answer (a duplicate on another replica waits there on the key's row, then replays). Unlike the
 *    forms (createIdempotentRunner), the limits are counted before the key is claimed, each on its own, and
 *    the argon2 hash runs in no transaction: a class signing up behind one address is not queued behind
 *    the locked row of its limit for a hash each, the embedded database's one connection is not held
 *    during a hash, and a refused sign-up (an unknown class code, a taken name) keeps its count, as
 *    without a key. The price: a duplicate sent to another replica while the first is being worked on,
 *    or a retry of a first try that died before its commit, is counted (and hashes) again.
 * Every replay (1, 2, or a duplicate that found the key or the name taken meanwhile) signs its own client
 * in, only with the sign-up's password (signInAgain).
 */
export function createSignUp(deps: AuthDeps): (ctx: Context) => Promise<void> {
  const { knex, logger } = deps;
  const join = createInFlight<Registered>();

  async function firstTime(ctx: Context, input: RegisterRequest, claim?: IdempotencyClaim): Promise<Registered> {
    const { claimCode } = input;
    if (claimCode) {
      // A card's code is a guess until it works: counted as /api/claim counts it, and looked at before any hash.
      await deps.rateLimiter.consume([{ rule: 'claimPerIp', subject: ctx.ip }]);
      await claimCodeWorks(knex, claimCode);
    }
    await admitSignup(deps, ctx, input.classCode);
    // An address typed at sign-up is only a claim: a link mailed to it shows it is the person's (issue 39).
    const email = input.email ? input.email.toLowerCase() : null;
    const onCreated = async (trx: Knex.Transaction, id: number) => {
      if (email) await mailVerifyLinkAtSignUp(trx, deps, { id, email }, requestLocale(ctx));
      if (!claimCode) return;
      // Issue 41: the card's work moves into the new account in its own transaction (a card that stopped
      // working meanwhile makes no account). With no email, the person joins the card's class, so its
      // instructor can give a reset code (the way back in), unless a class code already put them in one.
      const { instructorId } = await claimInTransaction(trx, { id, username: input.username }, hashClaimCode(claimCode));
      if (!email) await trx('users').where({ id }).whereNull('assignedInstructorId').update({ assignedInstructorId: instructorId });
    };
    return register(knex, { ...input, locale: visitorLocale(ctx) }, claim, onCreated);
  }

  async function attempt(ctx: Context, input: RegisterRequest, claim: IdempotencyClaim): Promise<Registered> {
    const stored = await findStoredAnswer(knex, claim);
    if (stored) return { user: stored.body as User, replayed: true };
    try {
      return await firstTime(ctx, input, claim);
    } catch (err) {
      // A duplicate on another replica may have made the account since the look above: this one then found
      // the name taken, or the class's last place gone. Its answer is the one to give.
      const later = await findStoredAnswer(knex, claim);
      if (later) return { user: later.body as User, replayed: true };
      throw err;
    }
  }

  /**
   * A replay signs the client in only with the password the account was made with (the key and the other
   * fields are not enough), checked like a login: a failure counts against the login limits and answers
   * 422 IDEMPOTENCY_KEY_REUSED with no session. An account that has since turned on two-step sign-in is
   * not signed in this way at all (same answer; the person signs in with the code).
   */
  async function signInAgain(ctx: Context, user: User, password: string): Promise<void> {
    const check = await checkPassword(deps, ctx, () => findLoginAccountById(knex, user.id), password);
    const refusal = !check.ok ? 'wrong-password' : (await isTwoFactorEnabled(knex, user.id)) ? 'two-factor-on' : undefined;
    if (!check.ok || refusal) {
      logAuthEvent(logger, ctx, 'register.replay_refused', { userId: user.id, reason: refusal });
      throw new IdempotencyKeyReusedError();
    }
    await startUserSession(ctx, { id: user.id, staff: isStaff(check.account) }, false);
    deps.devices.trust(ctx, user.id);
    logAuthEvent(logger, ctx, 'register.replayed', { userId: user.id });
  }

  return async (ctx) => {
    const input = parseBody(registerRequestSchema, ctx);
    const key = readIdempotencyKey(ctx);
    let outcome: Registered;
    if (key === undefined) {
      outcome = await firstTime(ctx, input);
    } else {
      const claim = { scope: 'register', key, requestHash: requestHash(sameSignUp(input)) };
      const { value, joined } = await join(key, claim.requestHash, () => attempt(ctx, input, claim));
      outcome = { user: value.user, replayed: value.replayed || joined };
    }
    const { user } = outcome;
    if (outcome.replayed) {
      await signInAgain(ctx, user, input.password);
      ctx.set('Idempotent-Replayed', 'true');
    } else {
      await startUserSession(ctx, { id: user.id, staff: false }, false);
      deps.devices.trust(ctx, user.id);
      logAuthEvent(logger, ctx, 'register', { userId: user.id, classCode: Boolean(input.classCode), claimCode: Boolean(input.claimCode), instructorId: user.assignedInstructorId });
    }
    ctx.status = 201;
    ctx.body = user;
  };
}
