/** Why a learner's turn on a shared tablet ended: Log out, or the idle sign-out (or a session ended elsewhere). */
export type TabletReset = 'kiosk-signed-out' | 'kiosk-idle';

/** Where the reason waits for the next page: this tab's sessionStorage ... */
export const TABLET_RESET_KEY = 'kiosk-reset';
/** ... and a cookie that lives 2 minutes, in case the tab's storage is lost or cannot be written. */
export const TABLET_RESET_COOKIE = 'reentry.kiosk-reset';
const COOKIE_SECONDS = 120;

const isTabletReset = (value: unknown): value is TabletReset => value === 'kiosk-signed-out' || value === 'kiosk-idle';

function writeCookie(value: string, maxAgeSeconds: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${TABLET_RESET_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure}`;
}

function readCookie(): string | undefined {
  for (const pair of document.cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === TABLET_RESET_COOKIE) return value;
  }
  return undefined;
}

/**
 * Marks this page as the one a reset replaces; false when a reset already did (one reset per page).
 * A marked page never takes a reason (takeResetReason): whatever it saves is for the next page.
 */
export function markPageReplaced(reason: TabletReset): boolean {
  const root = document.documentElement;
  if (root.dataset.tabletReset) return false;
  root.dataset.tabletReset = reason;
  return true;
}

/**
 * Leaves the reason for the page loaded next, in two places: the learner must be told their data was
 * cleared even if one of them is lost (storage blocked or full). Kiosk mode itself is a cookie, so a
 * tablet in kiosk mode can always keep the second one. Neither holds anything about the learner.
 */
export function handOverResetReason(reason: TabletReset): void {
  try {
    sessionStorage.setItem(TABLET_RESET_KEY, reason);
  } catch {
    // storage blocked or full: the cookie carries it
  }
  writeCookie(reason, COOKIE_SECONDS);
}

/**
 * On a page loaded after a reset: the reason, once (both places are emptied), or null. The page being
 * replaced never takes it, even when the code that would show it only starts running there after the
 * reset saved it (a busy tablet: Log out pressed before the guard's code came), or runs again.
 */
export function takeResetReason(): TabletReset | null {
  if (document.documentElement.dataset.tabletReset) return null;
  let stored: string | null = null;
  try {
    stored = sessionStorage.getItem(TABLET_RESET_KEY);
    sessionStorage.removeItem(TABLET_RESET_KEY);
  } catch {
    // storage blocked: the cookie may still say it
  }
  const cookie = readCookie();
  if (cookie !== undefined) writeCookie('', 0);
  const reason = stored ?? cookie;
  return isTabletReset(reason) ? reason : null;
}
