import { expect, test, type APIRequest } from '@playwright/test';
import { accountTexts, type Language } from '../support/account-texts';
import { uniqueName } from '../support/accounts';
import { usePreferences } from '../support/preferences';
import { holdStartUp } from '../support/slow-start';

// Issue 42: on a slow phone the page's code comes seconds after its HTML. The login form is a real form the
// server answers, so a sign-in typed and sent before the code signs in at once, by the browser's own post:
// nothing is held for the code, nothing is sent twice when it comes. (Playwright's own test here: the
// suite's `page.goto` waits for hydration, which is exactly what this must not wait for.)
const HELD_MS = 3000;
const menu = { en: 'Menu', es: 'Menú' } as const;

test.use({ viewport: { width: 375, height: 740 } });

async function newLearner(request: APIRequest, baseURL: string, name: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'fetch' } });
  const username = uniqueName('held');
  const password = 'Tortilla-Rio-Verde-84';
  expect((await api.post('/api/auth/register', { data: { username, name, email: `${username}@example.org`, password } })).status()).toBe(201);
  // The sign-up's own session ends, so the account's sessions are the page's alone.
  expect((await api.post('/api/auth/logout')).status()).toBe(204);
  await api.dispose();
  return { username, password };
}

for (const language of ['en', 'es'] as Language[]) {
  const t = accountTexts[language];

  test(`${language}: every script held ${HELD_MS / 1000} s, a sign-in typed and sent before the code signs in, once`, async ({ page, playwright, baseURL }) => {
    const account = await newLearner(playwright.request, baseURL!, 'Sin Prisa');
    await usePreferences(page, { locale: language });
    // Every script but the shell's entry waits HELD_MS from the page's start.
    const held = await holdStartUp(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(`${request.isNavigationRequest() ? 'page' : 'fetch'} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/login', { waitUntil: 'load' });
    const release = setTimeout(() => void held.release(), HELD_MS);
    try {
      await page.getByLabel(t.username, { exact: true }).fill(account.username);
      await page.getByLabel(t.password, { exact: true }).fill(account.password);
      // Still the server's HTML: the code has not run.
      await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
      await page.getByRole('button', { name: t.logIn }).click();
      await expect(page).toHaveURL('/');
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 15_000 });
    } finally {
      clearTimeout(release);
      await held.release();
    }
    await page.locator('summary.mobile-menu__button', { hasText: menu[language] }).click();
    await expect(page.getByRole('navigation', { name: menu[language] }).getByText(t.signedInAs('Sin Prisa'))).toBeVisible();
    // One post, the browser's own; the code, once it came, sent nothing again.
    expect(posts).toEqual(['page /login']);
    const sessions = (await (await page.request.get('/api/auth/sessions', { headers: { 'X-Requested-With': 'fetch' } })).json()) as unknown[];
    expect(sessions).toHaveLength(1);
  });
}
