import type { Context } from 'koa';
import { limit, type AuthDeps } from './auth.deps.js';
import type { LoginAccount } from './auth.service.js';
import { verifyPassword } from './password.js';

export type PasswordCheck = { ok: true; account: LoginAccount } | { ok: false; account: LoginAccount | undefined };

/**
 * One password check that signs a client in, under the login limits: a login, and a sign-up retried with
 * its Idempotency-Key (it starts a session too, so it must be no cheaper a way to test passwords). Counted
 * before the argon2 verify: the address (`loginPerIp`, and `loginAnyPerIp` as a ceiling on the work), the
 * address and account, and the account from every address. Buckets are keyed by the account the database
 * resolves, so no spelling of a name gets a fresh one; unknown names share one bucket per address.
 */
export async function checkPassword(deps: AuthDeps, ctx: Context, findAccount: () => Promise<LoginAccount | undefined>, password: string): Promise<PasswordCheck> {
  const perIp = { rule: 'loginPerIp', subject: ctx.ip } as const;
  await limit(deps, ctx, [perIp, { rule: 'loginAnyPerIp', subject: ctx.ip }]);
  const account = await findAccount();
  const perAccount = { rule: 'loginPerAccount', subject: `${ctx.ip}|${account?.id ?? '?'}` } as const;
  const perUser = { rule: 'loginPerUser', subject: String(account?.id) } as const;
  await limit(deps, ctx, account ? [perAccount, perUser] : [perAccount], account?.id);
  const ok = await verifyPassword(account?.passwordHash, password);
  if (!account || !ok) return { ok: false, account };
  // These limits count failures: a whole class signing in from one place is never refused.
  await deps.rateLimiter.reset(perAccount);
  await deps.rateLimiter.refund([perIp, perUser]);
  return { ok: true, account };
}
