import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { uniqueName } from './accounts';
import { pageRunning, usePreferences } from './preferences';
import { expect } from './test';

// The content studio's API as the e2e specs drive it (issue 32): a signed-in browser on a site of its own,
// a draft saved and published in both languages, then rolled back by the spec.

export const langs = ['en', 'es'] as const;
export type Lang = (typeof langs)[number];
const headers = { 'X-Requested-With': 'fetch' };

/** A browser signed in on one site (a replica: the session is in the shared database, so it works on every one). */
export async function signedIn(browser: Browser, siteUrl: string, username: string, password: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: siteUrl });
  const login = await context.request.post('/api/auth/login', { headers, data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

/** One API call that must succeed; answers its JSON. */
export async function call(request: APIRequestContext, method: 'get' | 'post' | 'put', path: string, data?: unknown) {
  const response = await request[method](path, { headers, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** Saves `change(draft)` as the draft of `key`; answers the version published before and how to publish it. */
export async function editAndPublish(admin: APIRequestContext, key: string, change: (doc: Record<Lang, unknown>) => void) {
  const record = await call(admin, 'get', `/api/admin/content/${key}`);
  const draft = structuredClone(record.draft);
  change(draft);
  await call(admin, 'put', `/api/admin/content/${key}/draft`, { document: draft, baseVersion: record.version });
  return { before: record.published.version as number, publish: () => call(admin, 'post', `/api/admin/content/${key}/publish`, {}) };
}

/** A new account made a content editor by an admin (the grant ends its sessions), then signed in on the site. */
export async function newContentEditor(browser: Browser, siteUrl: string, admin: APIRequestContext): Promise<BrowserContext> {
  const username = uniqueName('ed');
  const password = 'Tortilla-Rio-Verde-84';
  const signUp = await browser.newContext({ baseURL: siteUrl });
  const user = await call(signUp.request, 'post', '/api/auth/register', { username, name: `Editor ${username}`, email: `${username}@example.org`, password });
  await signUp.close();
  await call(admin, 'post', `/api/admin/users/${user.id}/content-editor`, { isContentEditor: true });
  return signedIn(browser, siteUrl, username, password);
}

/** `key`'s draft is its published document again (a spec's clean-up, whatever it left in the draft). */
export async function resetDraft(admin: APIRequestContext, key: string): Promise<void> {
  const record = await call(admin, 'get', `/api/admin/content/${key}`);
  await call(admin, 'put', `/api/admin/content/${key}/draft`, { document: record.published.document, baseVersion: record.version });
}

/** A new content editor on a 375 px phone in `locale`, in the studio's editor of the item its link names. */
export async function editOnPhone(browser: Browser, siteUrl: string, admin: APIRequestContext, locale: Lang, editLink: string): Promise<{ editor: BrowserContext; page: Page }> {
  const editor = await newContentEditor(browser, siteUrl, admin);
  const page = await editor.newPage();
  await page.setViewportSize({ width: 375, height: 800 });
  await usePreferences(page, { locale });
  await page.goto('/admin?tab=content');
  // The studio's code runs at load (a staff page); before it, the link below is the browser's own, and a
  // choice made in the server's HTML of the next page is not the page's until its code runs.
  await pageRunning(page);
  await page.getByRole('link', { name: editLink }).click();
  return { editor, page };
}
