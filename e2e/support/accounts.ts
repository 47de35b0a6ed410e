import type { Page } from '@playwright/test';

export const demoPassword = () => process.env.E2E_DEMO_PASSWORD!;

/** A username no other test (or earlier run) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/**
 * Logs in through the real (English) form and waits until the site has moved on from /login (the header says
 * who is signed in a moment before the page it goes to, and that navigation closes any menu opened meanwhile).
 */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  // In the account's own language, which the sign-in applies (another spec may have saved Spanish for it).
  await page.getByText(/^(Signed in as|Sesión iniciada como) /).filter({ visible: true }).waitFor();
}
