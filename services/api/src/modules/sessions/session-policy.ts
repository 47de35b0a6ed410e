import type { Context } from 'koa';
import { KIOSK } from '@reentry/contracts/kiosk-rules';
import { isKioskDevice } from '../kiosk/kiosk-device.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a signed-in session lives (see SECURITY.md). Staff (admins, instructors) and learners who did
 * not tick "Keep me signed in": 30 minutes without activity, a cookie that ends with the browser, 12 hours
 * at most. Learners who ticked it: 7 days without activity, 30 days at most. Anyone on a device in kiosk
 * mode (a facility's shared tablet): 5 minutes without activity, whatever they ticked.
 */
export const SESSION_POLICY = {
  idleMs: 30 * MINUTE,
  absoluteMs: 12 * HOUR,
  rememberedIdleMs: 7 * DAY,
  rememberedAbsoluteMs: 30 * DAY,
  kioskIdleMs: KIOSK.idleMs,
  /** lastSeenAt is written at most this often, so reading pages does not write to the database each time. */
  touchEveryMs: MINUTE,
  /** The step between a right password and its two-step code. */
  pendingTwoFactorMs: 5 * MINUTE,
} as const;

/** What a session row's data holds. Roles are never kept here: they are read from the database. */
export interface SessionData {
  userId?: number;
  createdAt?: number;
  lastSeenAt?: number;
  idleMs?: number;
  absoluteMs?: number;
  remember?: boolean;
  /** Signed in on a device in kiosk mode: the short idle limit, and every activity is recorded at once. */
  kiosk?: boolean;
  /** The User-Agent at login, shortened: shown in the user's list of sessions. */
  device?: string | null;
  /** Set between a right password and the two-step code; the session is not signed in yet. */
  pendingTwoFactor?: { userId: number; until: number; remember: boolean; staff: boolean };
}

export function lifetimeFor({ staff, remember, kiosk = false }: { staff: boolean; remember: boolean; kiosk?: boolean }) {
  const remembered = remember && !staff && !kiosk;
  return {
    remembered,
    idleMs: kiosk ? SESSION_POLICY.kioskIdleMs : remembered ? SESSION_POLICY.rememberedIdleMs : SESSION_POLICY.idleMs,
    absoluteMs: remembered ? SESSION_POLICY.rememberedAbsoluteMs : SESSION_POLICY.absoluteMs,
  };
}

/**
 * A session used on a device in kiosk mode gets the kiosk's limits from then on, even one that began before
 * the tablet was set up (or with "Keep me signed in"): short idle time, a cookie that ends with the browser.
 */
function limitToKiosk(data: SessionData & { maxAge?: number | 'session' }): void {
  if (data.kiosk && !data.remember && (data.idleMs ?? Infinity) <= SESSION_POLICY.kioskIdleMs) return;
  data.kiosk = true;
  data.remember = false;
  data.idleMs = Math.min(data.idleMs ?? SESSION_POLICY.kioskIdleMs, SESSION_POLICY.kioskIdleMs);
  data.maxAge = 'session';
}

/** When a signed-in session ends if nothing else happens (also the row's expires_at). */
export function sessionExpiresAt(data: SessionData): number | undefined {
  if (data.pendingTwoFactor) return data.pendingTwoFactor.until;
  const { createdAt, lastSeenAt, idleMs, absoluteMs } = data;
  if (data.userId === undefined || !createdAt || !lastSeenAt || !idleMs || !absoluteMs) return undefined;
  return Math.min(lastSeenAt + idleMs, createdAt + absoluteMs);
}

/**
 * The automatic "am I still signed in?" check (the shell asks every 5 minutes) is not activity: an open,
 * forgotten tab on a shared computer must still time out. Every other API call by the user is.
 */
function isActivity(ctx: Context): boolean {
  return !(ctx.method === 'GET' && ctx.path.toLowerCase() === '/api/auth/me');
}

/**
 * Ends a session that was idle too long or reached its absolute lifetime, and records activity on a
 * live one (which rolls its expiry: the store writes expires_at from lastSeenAt).
 */
export function applySessionPolicy(ctx: Context, now = Date.now()): void {
  const data = ctx.session as (SessionData & Record<string, unknown>) | null;
  if (!data || (data.userId === undefined && !data.pendingTwoFactor)) return;
  if (data.userId !== undefined && isKioskDevice(ctx)) limitToKiosk(data);
  const expiresAt = sessionExpiresAt(data);
  if (expiresAt === undefined || expiresAt <= now) {
    ctx.session = null;
    return;
  }
  // On a shared tablet every activity counts at once: 5 minutes leave no room for a minute's rounding.
  const touchEveryMs = data.kiosk ? 0 : SESSION_POLICY.touchEveryMs;
  if (data.userId !== undefined && isActivity(ctx) && now - (data.lastSeenAt ?? 0) >= touchEveryMs) data.lastSeenAt = now;
}
