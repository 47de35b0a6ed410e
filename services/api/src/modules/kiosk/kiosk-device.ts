import type { Context } from 'koa';
import { KIOSK, type KioskDevice } from '@reentry/contracts/kiosk-rules';
import type { KioskTokens } from './kiosk-token.js';

/** Chrome keeps a cookie at most 400 days; staff open the link again after that. */
const DEVICE_COOKIE_MS = 400 * 24 * 60 * 60 * 1000;

/**
 * Whether this request comes from a device in kiosk mode. Any value counts: the mode only makes the site
 * stricter, so a cookie that no longer verifies (a changed secret) still keeps the tablet in kiosk mode.
 */
export function isKioskDevice(ctx: Context): boolean {
  return Boolean(ctx.cookies.get(KIOSK.cookie, { signed: false }));
}

/** The device's kiosk setting for the page (the facility's name when its link still verifies), or null. */
export function kioskDevice(ctx: Context, tokens: KioskTokens): KioskDevice | null {
  const value = ctx.cookies.get(KIOSK.cookie, { signed: false });
  return value ? { facilityName: tokens.verify(value) } : null;
}

/** Turns kiosk mode on for this device (the cookie holds the link's token) or off (null). */
export function setKioskCookie(ctx: Context, token: string | null, secure: boolean): void {
  ctx.cookies.set(KIOSK.cookie, token ?? '', {
    signed: false,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    ...(token ? { maxAge: DEVICE_COOKIE_MS } : { maxAge: 0, expires: new Date(0) }),
  });
}
