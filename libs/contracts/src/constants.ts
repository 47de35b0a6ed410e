/** Business constants from the specification, section 9. No zod here: the browser reads this on first load. */
export const MODULE_IDS = [1, 2, 3, 4, 5, 6] as const;
/** Modules counted in the overall progress summary (module 6 is excluded). */
export const PROGRESS_MODULE_COUNT = 5;
/** The instructor's views count completed modules out of all six (spec section 9). */
export const INSTRUCTOR_MODULE_TOTAL = MODULE_IDS.length;
export const SESSION_RECHECK_MS = 5 * 60 * 1000;
export const RESET_REDIRECT_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;
/** Marks what a notification must never cover: the shell scrolls it above the notification (shell/src/toasts/toast-space.ts). */
export const TOAST_KEEP_CLEAR_ATTRIBUTE = 'data-toast-keep-clear';
export const COPY_CONFIRMATION_MS = 2000;
export const SCROLL_JITTER = { minDelta: 30, windowMs: 300 } as const;
export const X_POST_MAX_LENGTH = 280;
export const MIN_DONATION_DOLLARS = 1;
export const DEFAULT_CURRENCY = 'usd';
/** Quiz pass mark in percent (the spec gives none): at or above it a module counts as completed. Retries are unlimited. */
export const QUIZ_PASS_PERCENT = 70;
/** Default largest online donation (DONATION_MAX_DOLLARS overrides it). */
export const DEFAULT_MAX_DONATION_DOLLARS = 10_000;
