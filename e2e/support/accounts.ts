import type { Page } from '@playwright/test';

export const demoPassword = () => process.env.E2E_DEMO_PASSWORD!;

/** A username no other test (or earlier run) has used. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** Logs in through the real form. */
export async function logIn(page: Page, username: string, password: string, labels = { username: 'Username', password: 'Password', submit: 'Log In' }) {
  await page.goto('/login');
  await page.getByLabel(labels.username).fill(username);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}
