import { expect } from '@playwright/test';
import { WAIT_MS, type Driver, type Target } from '../driver';

export type Language = 'en' | 'es';

/** The page's main heading (its one h1, inside the main landmark). */
export const mainHeading = (name: string): Target => ({ role: 'heading', level: 1, name, within: { role: 'main' } });

/** The toasts' region, in the page's language. */
export const notifications = (language: Language): Target => ({ role: 'region', name: language === 'en' ? 'Notifications' : 'Notificaciones' });

/** The language of the page as <html lang> says. */
export const pageLanguage = (driver: Driver) => driver.evaluate(() => document.documentElement.lang);

const startState = (driver: Driver) =>
  driver.evaluate(() => ({ hydrated: document.documentElement.dataset.hydrated === 'true', dormant: document.documentElement.dataset.dormant ?? null }));

/**
 * Resolves once the page runs all of its code: the shell has hydrated it and, on a remote's page, the
 * remote's code came. That comes at the visitor's first touch once the shell runs (shell/src/remotes/
 * dormant-page.ts), so the pointer comes onto the page after the hydration.
 */
export async function pageRunning(driver: Driver) {
  const where = `${driver.engine}: ${await driver.url()}`;
  await expect.poll(async () => (await startState(driver)).hydrated, { message: `${where} hydrates`, timeout: WAIT_MS }).toBe(true);
  await driver.hover({ role: 'main' });
  await expect.poll(async () => (await startState(driver)).dormant, { message: `${where} runs its page's code`, timeout: WAIT_MS }).toBeNull();
}

/** No page of the journey reported an error (the page harness's reports, any engine). */
export async function expectNoProblems(driver: Driver) {
  expect(await driver.problems(), `${driver.engine}: what the pages reported`).toEqual([]);
}

/** Waits until `read` gives `expected` (what a user would see, in time). */
export async function expectSoon<T>(read: () => Promise<T>, expected: T, message: string) {
  await expect.poll(read, { message, timeout: WAIT_MS }).toEqual(expected);
}

/**
 * As `expectSoon`, across a page load the press started (a form's own post): a read made while the next page
 * comes in fails, and is tried again. `timeoutMs` for pages whose every script comes late.
 */
export async function expectAfterLoad<T>(read: () => Promise<T>, expected: T, message: string, timeoutMs = WAIT_MS) {
  await expect.poll(() => read().catch((error: Error) => `(still loading: ${error.message.split('\n')[0]})`), { message, timeout: timeoutMs }).toEqual(expected);
}

/** A new learner account made through the API from the page (the browser keeps the session). */
export async function registerInPage(driver: Driver, username: string, name: string): Promise<void> {
  const status = await driver.evaluate(
    async (who: { username: string; name: string }) => {
      const answer = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
        body: JSON.stringify({ username: who.username, name: who.name, email: `${who.username}@example.org`, password: 'Tortilla-Rio-Verde-84' }),
      });
      return answer.status;
    },
    { username, name },
  );
  expect(status, 'sign-up through the API').toBe(201);
}
