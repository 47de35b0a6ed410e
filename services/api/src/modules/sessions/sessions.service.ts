import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { AccountSession } from '@reentry/contracts/account-security';
import { isKioskDevice } from '../kiosk/kiosk-device.js';
import { describeDevice } from './describe-device.js';
import { lifetimeFor, SESSION_POLICY, type SessionData } from './session-policy.js';
import { deleteUserSessions } from './session-store.js';

type KoaSession = NonNullable<Context['session']>;

function session(ctx: Context): KoaSession & SessionData {
  // After a logout or an expired session in this request koa-session holds none; start from an empty one.
  if (!ctx.session) ctx.session = {};
  return ctx.session as KoaSession & SessionData;
}

function clear(data: KoaSession & SessionData): void {
  for (const key of Object.keys(data.toJSON())) delete (data as unknown as Record<string, unknown>)[key];
}

/**
 * Signs the user in on a fresh session id, so an id planted before login (session fixation) is worthless.
 * Staff get the short lifetime whatever they ticked; a browser-session cookie unless "Keep me signed in".
 * On a device in kiosk mode "Keep me signed in" is ignored and the idle limit is the kiosk's.
 */
export async function startUserSession(ctx: Context, user: { id: number; staff: boolean }, remember: boolean): Promise<void> {
  const data = session(ctx);
  clear(data);
  const now = Date.now();
  const kiosk = isKioskDevice(ctx);
  const { remembered, idleMs, absoluteMs } = lifetimeFor({ staff: user.staff, remember, kiosk });
  Object.assign(data, {
    userId: user.id,
    createdAt: now,
    lastSeenAt: now,
    idleMs,
    absoluteMs,
    remember: remembered,
    ...(kiosk ? { kiosk } : {}),
    device: ctx.get('User-Agent').slice(0, 200) || null,
  } satisfies SessionData);
  data.maxAge = remembered ? idleMs : 'session';
  await data.regenerate();
}

/** The password was right and a two-step code must follow: a fresh id that is not signed in yet. */
export async function startPendingTwoFactor(ctx: Context, user: { id: number; staff: boolean }, remember: boolean): Promise<void> {
  const data = session(ctx);
  clear(data);
  data.pendingTwoFactor = { userId: user.id, until: Date.now() + SESSION_POLICY.pendingTwoFactorMs, remember, staff: user.staff };
  data.maxAge = 'session';
  await data.regenerate();
}

export function pendingTwoFactor(ctx: Context): SessionData['pendingTwoFactor'] {
  const pending = (ctx.session as SessionData | null)?.pendingTwoFactor;
  return pending && pending.until > Date.now() ? pending : undefined;
}

/** A stable handle for a session that reveals nothing of its id (the id is the bearer secret). */
export function sessionHandle(id: string): string {
  return createHash('sha256').update(id).digest('base64url').slice(0, 22);
}

export function currentSessionId(ctx: Context): string | undefined {
  return (ctx.session as { externalKey?: string } | null)?.externalKey;
}

export async function listUserSessions(knex: Knex, userId: number, currentId: string | undefined): Promise<AccountSession[]> {
  const rows = (await knex('sessions')
    .where({ user_id: userId })
    .andWhere('expires_at', '>', knex.fn.now())
    .select('id', 'data')) as { id: string; data: SessionData }[];
  return rows
    .map(({ id, data }) => ({
      id: sessionHandle(id),
      current: id === currentId,
      createdAt: new Date(data.createdAt ?? 0).toISOString(),
      lastSeenAt: new Date(data.lastSeenAt ?? 0).toISOString(),
      ...describeDevice(data.device),
      remembered: data.remember === true,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends one of the user's other sessions by its handle; false when there is no such session. */
export async function endUserSession(knex: Knex, userId: number, handle: string, currentId: string | undefined): Promise<boolean> {
  const ids = (await knex('sessions').where({ user_id: userId }).pluck('id')) as string[];
  const id = ids.find((candidate) => sessionHandle(candidate) === handle && candidate !== currentId);
  if (!id) return false;
  await knex('sessions').where({ id, user_id: userId }).del();
  return true;
}

export function endOtherSessions(knex: Knex, userId: number, currentId: string | undefined): Promise<number> {
  return deleteUserSessions(knex, userId, currentId);
}
