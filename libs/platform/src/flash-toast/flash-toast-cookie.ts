import { redirect } from 'react-router';
import { isFlashToastKind, type FlashToastKind } from './flash-toasts.js';

/** The cookie that carries a toast across one redirect. It holds only a kind's name, never user data. */
export const FLASH_TOAST_COOKIE = 'reentry.flash';
/** Long enough for a slow phone to follow the redirect and load the next page; then it is gone. */
const MAX_AGE_SECONDS = 120;

/** The `Set-Cookie` value that makes the next page show the toast `kind` once. */
export function flashToastCookie(kind: FlashToastKind): string {
  return `${FLASH_TOAST_COOKIE}=${kind}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

/** The `Set-Cookie` value that deletes the flash cookie. */
export function clearFlashToastCookie(): string {
  return `${FLASH_TOAST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The toast a Cookie header (or `document.cookie`) carries, if it names a known one. */
export function readFlashToastCookie(cookieHeader: string): FlashToastKind | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === FLASH_TOAST_COOKIE && isFlashToastKind(value)) return value;
  }
  return undefined;
}

/**
 * For loaders: `throw redirectWithToast('/', 'instructor-access-denied')`. On a first load the server
 * answers 302 with the cookie; in the browser (client navigation, where a script cannot set a response's
 * Set-Cookie) the same cookie is written directly. Either way `<FlashToast />` shows it on the next page.
 */
export function redirectWithToast(to: string, kind: FlashToastKind): Response {
  // Loaders run in the browser on client navigation; never during render.
  if (typeof document !== 'undefined') document.cookie = flashToastCookie(kind);
  return redirect(to, { headers: { 'Set-Cookie': flashToastCookie(kind) } });
}
