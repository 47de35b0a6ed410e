import type { Context } from 'koa';
import { RateLimitedError } from '../../errors.js';
import type { RateLimitHit } from '../rate-limit/rate-limit.service.js';
import { limit, type AuthDeps } from './auth.deps.js';
import type { LoginAccount } from './auth.service.js';
import { verifyPassword } from './password.js';
import { isStaff } from './signed-in-user.js';
import { alertStaffLockout } from './staff-lockout-alert.js';

export type PasswordCheck = { ok: true; account: LoginAccount } | { ok: false; account: LoginAccount | undefined };

/** Said when the account's allowance for unknown browsers is used up: how its owner still gets in. */
export const SIGN_IN_LOCKED_MESSAGE = 'api.auth.signInLocked';

/**
 * The account's limits for this attempt. A browser holding a device cookie for the account counts against
 * that device alone; any other browser counts against the address and account, and the account from
 * every address (the "untrusted" lockout that strangers share). Unknown names share one bucket per address.
 */
function accountHits(ctx: Context, account: LoginAccount | undefined, device: string | null): RateLimitHit[] {
  if (account && device) return [{ rule: 'loginPerDevice', subject: device }];
  const perAccount = { rule: 'loginPerAccount', subject: `${ctx.ip}|${account?.id ?? '?'}` } as const;
  return account ? [perAccount, { rule: 'loginPerUser', subject: String(account.id) }] : [perAccount];
}

async function limitAccount(deps: AuthDeps, ctx: Context, account: LoginAccount | undefined, hits: RateLimitHit[]): Promise<void> {
  try {
    await limit(deps, ctx, hits, account?.id);
  } catch (err) {
    if (!(err instanceof RateLimitedError) || !account || !err.rules.includes('loginPerUser')) throw err;
    if (isStaff(account)) {
      await alertStaffLockout(deps, ctx, account, err.retryAfterSeconds).catch((alertError: unknown) =>
        deps.logger.error({ err: alertError, userId: account.id }, 'staff lockout alert failed'),
      );
    }
    throw new RateLimitedError(err.retryAfterSeconds, err.rules, SIGN_IN_LOCKED_MESSAGE);
  }
}

/**
 * One password check that signs a client in, under the login limits: a login, and a sign-up retried with
 * its Idempotency-Key (it starts a session too, so it must be no cheaper a way to test passwords). Every
 * limit is counted before the argon2 verify: the address (`loginPerIp`, and `loginAnyPerIp` as a ceiling
 * on the work), then the account's (accountHits). Buckets are keyed by the account the database resolves,
 * so no spelling of a name gets a fresh one.
 */
export async function checkPassword(deps: AuthDeps, ctx: Context, findAccount: () => Promise<LoginAccount | undefined>, password: string): Promise<PasswordCheck> {
  const perIp = { rule: 'loginPerIp', subject: ctx.ip } as const;
  await limit(deps, ctx, [perIp, { rule: 'loginAnyPerIp', subject: ctx.ip }]);
  const account = await findAccount();
  const device = account ? deps.devices.deviceFor(ctx, account.id) : null;
  const hits = accountHits(ctx, account, device);
  await limitAccount(deps, ctx, account, hits);
  const ok = await verifyPassword(account?.passwordHash, password);
  if (!account || !ok) return { ok: false, account };
  // These limits count failures: a whole class signing in from one place is never refused.
  await deps.rateLimiter.reset(hits[0]!);
  await deps.rateLimiter.refund([perIp, ...hits.slice(1)]);
  return { ok: true, account };
}

/** A completed password reset proves the owner: the account's lockout for unknown browsers ends. */
export async function liftLockout(deps: AuthDeps, ctx: Context, userId: number): Promise<void> {
  await deps.rateLimiter.reset({ rule: 'loginPerUser', subject: String(userId) });
  await deps.rateLimiter.reset({ rule: 'loginPerAccount', subject: `${ctx.ip}|${userId}` });
}
