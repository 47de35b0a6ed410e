import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

/** Chrome keeps a cookie at most 400 days. */
const DEVICE_COOKIE_MS = 400 * 24 * 60 * 60 * 1000;
const MAC_BYTES = 16;
/** A family's shared phone: each account that signed in on it keeps its own device id (the newest few). */
const ACCOUNTS_PER_BROWSER = 4;
const TOKEN = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

export const DEVICE_COOKIE = 'reentry.device';

/** On an https site the cookie carries the __Host- prefix, like the session's: Secure, Path=/, no Domain. */
export function deviceCookieName(secure: boolean): string {
  return secure ? `__Host-${DEVICE_COOKIE}` : DEVICE_COOKIE;
}

/**
 * OWASP's device cookies: a browser where an account signed in keeps a signed token for that account, so
 * its login attempts count against the device's own allowance, not the account's "untrusted" one that
 * strangers share (and can use up). Nothing is stored on the server.
 */
export interface DeviceCookies {
  /** This browser's device id for the account: a token this site signed for that account, else null. */
  deviceFor(ctx: Context, userId: number): string | null;
  /** After a sign-in (or a completed password reset) this browser gets a fresh device id for the account. */
  trust(ctx: Context, userId: number): void;
}

interface DeviceToken {
  userId: number;
  deviceId: string;
  raw: string;
}

/**
 * Tokens are `<user id>.<device id>.<MAC>`, the MAC an HMAC-SHA256 (128 bits kept) with a key derived
 * from SESSION_SECRET for this purpose alone (HKDF). A changed secret makes every device untrusted again.
 */
export function deviceCookies(sessionSecret: string, secure: boolean): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'reentry-device-cookie', 'login-device-v1', 32));
  const name = deviceCookieName(secure);
  const mac = (userId: number, deviceId: string) => createHmac('sha256', key).update(`${userId}.${deviceId}`).digest().subarray(0, MAC_BYTES);

  function verified(raw: string): DeviceToken | null {
    const match = TOKEN.exec(raw);
    if (!match) return null;
    const userId = Number(match[1]);
    const given = Buffer.from(match[3]!, 'base64url');
    const expected = mac(userId, match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, deviceId: match[2]!, raw } : null;
  }

  function tokens(ctx: Context): DeviceToken[] {
    const value = ctx.cookies.get(name, { signed: false }) ?? '';
    if (value.length > 1000) return [];
    return value
      .split('~')
      .slice(0, ACCOUNTS_PER_BROWSER)
      .map(verified)
      .filter((token): token is DeviceToken => token !== null);
  }

  return {
    deviceFor(ctx, userId) {
      return tokens(ctx).find((token) => token.userId === userId)?.deviceId ?? null;
    },
    trust(ctx, userId) {
      const deviceId = randomBytes(16).toString('base64url');
      const fresh = `${userId}.${deviceId}.${mac(userId, deviceId).toString('base64url')}`;
      const others = tokens(ctx).filter((token) => token.userId !== userId).map((token) => token.raw);
      if (secure) ctx.cookies.secure = true;
      ctx.cookies.set(name, [fresh, ...others].slice(0, ACCOUNTS_PER_BROWSER).join('~'), {
        signed: false,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        path: '/',
        maxAge: DEVICE_COOKIE_MS,
      });
    },
  };
}
