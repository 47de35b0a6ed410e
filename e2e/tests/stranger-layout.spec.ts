import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { usePreferences } from '../support/preferences';
import { accountMenuButton } from '../support/menus';

// Issue 30, "what a stranger tripped over": layouts checked in a real browser at the widths the issue names.
const desktop = { width: 1280, height: 800 };
const phone = { width: 375, height: 740 };
const fetchHeaders = { 'X-Requested-With': 'fetch' };

/** The distinct tops of the boxes: one value means one row. */
async function rowsOf(items: Locator): Promise<number> {
  const tops = new Set<number>();
  for (const box of await items.evaluateAll((nodes) => nodes.map((node) => Math.round(node.getBoundingClientRect().top)))) tops.add(box);
  return tops.size;
}

for (const locale of ['en', 'es'] as const) {
  test(`an admin's desktop header is one row at 1280 px (${locale})`, async ({ page }) => {
    await page.setViewportSize(desktop);
    await apiLogIn(page.request, 'admin', demoPassword());
    await usePreferences(page, { locale });
    await page.goto('/modules');
    const items = page.locator('.site-nav__list > li, .site-header__account');
    await expect(items.last()).toBeVisible();
    expect(await rowsOf(page.locator('.site-nav__list > li'))).toBe(1);
    const header = await page.locator('header.site-header').boundingBox();
    const account = await page.locator('.site-header__account').boundingBox();
    // The account menu sits on the nav's row, inside the header.
    const nav = await page.locator('.site-nav__list').boundingBox();
    expect(account!.y + account!.height).toBeLessThanOrEqual(header!.y + header!.height);
    expect(Math.abs(account!.y + account!.height / 2 - (nav!.y + nav!.height / 2))).toBeLessThan(8);
  });

  test(`a learner's module tabs are one row on a 375 px phone (${locale})`, async ({ page }) => {
    await page.setViewportSize(phone);
    await apiLogIn(page.request, 'learner', demoPassword());
    await usePreferences(page, { locale });
    await page.goto('/modules/1');
    await expect(page.getByRole('tab')).toHaveCount(2);
    expect(await rowsOf(page.getByRole('tab'))).toBe(1);
  });
}

test('the signed-in menu leads to certificates and security; the footer says Log out', async ({ page }) => {
  await page.setViewportSize(desktop);
  await logIn(page, 'learner', demoPassword());
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await accountMenuButton(page).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My certificates' })).toHaveAttribute('href', '/certificates');
  await page.getByRole('banner').getByRole('link', { name: 'Account security' }).click();
  await expect(page).toHaveURL('/account/security');
  await expect(page.getByRole('heading', { level: 1, name: 'Account security' })).toBeVisible();
});

test('the class report shows every column at 1280 px and breaks no email inside a word', async ({ page, playwright }) => {
  // A student with a long address, assigned to the demo instructor by the demo admin.
  const student = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const username = `u${randomUUID().slice(0, 8)}`;
  const register = await student.post('/api/auth/register', {
    headers: { ...fetchHeaders, 'Idempotency-Key': randomUUID() },
    data: { username, name: 'Guadalupe Hernández-Villanueva', email: `guadalupe.hernandez.${username}@example-community-college.org`, password: 'Tortilla-Rio-Verde-84' },
  });
  expect(register.status()).toBe(201);
  const { id } = await register.json();
  await student.dispose();
  const admin = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await apiLogIn(admin, 'admin', demoPassword());
  const instructors = await (await admin.get('/api/admin/instructors')).json();
  const instructorId = (instructors.items ?? instructors).find((row: { username: string }) => row.username === 'instructor').id;
  expect((await admin.post(`/api/admin/students/${id}/assign-instructor`, { headers: fetchHeaders, data: { instructorId } })).status()).toBe(200);
  await admin.dispose();

  await page.setViewportSize(desktop);
  await apiLogIn(page.request, 'instructor', demoPassword());
  await page.goto('/instructor');
  const scroll = page.locator('.class-report__scroll');
  // The username too (issue 39: a learner without email asks the instructor for it).
  await expect(scroll.getByText(`Username: ${username}`)).toBeVisible();
  const { scrollWidth, clientWidth } = await scroll.evaluate((node) => ({ scrollWidth: node.scrollWidth, clientWidth: node.clientWidth }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  const lastActive = await scroll.getByRole('columnheader', { name: 'Last active' }).boundingBox();
  expect(lastActive!.x + lastActive!.width).toBeLessThanOrEqual(desktop.width);
  // Each line break of the email falls after a dot or a hyphen, or before the "@": never inside a word.
  const email = `guadalupe.hernandez.${username}@example-community-college.org`;
  const lines = await linesOf(page, scroll.locator('.class-report__email').filter({ hasText: username }));
  expect(lines.join('')).toBe(email);
  let at = 0;
  for (const line of lines.slice(0, -1)) {
    at += line.length;
    expect(email[at - 1] === '.' || email[at - 1] === '-' || email[at] === '@', `a break after "${email.slice(0, at)}"`).toBe(true);
  }
});

/** The text of each rendered line of an element (by the tops of its characters). */
async function linesOf(page: Page, element: Locator): Promise<string[]> {
  await expect(element).toBeVisible();
  return element.evaluate((node) => {
    const lines = new Map<number, string>();
    const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) {
      for (let i = 0; i < text.textContent!.length; i += 1) {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        lines.set(top, (lines.get(top) ?? '') + text.textContent![i]);
      }
    }
    return [...lines.entries()].sort((a, b) => a[0] - b[0]).map(([, line]) => line);
  });
}
