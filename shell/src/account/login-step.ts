// What the login page and its action share, apart from the action itself (which loads only when a form is
// posted, so it stays out of the page's first download).

/** Which form the login page shows: the password, or the code of two-step sign-in. */
export type LoginStep = 'password' | 'code';

/** The code form posts `intent=code` (the frame's `intent`); the password form posts none. */
export const CODE_INTENT = 'code';
