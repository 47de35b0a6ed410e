import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { registerLearner } from '../support/admin';
import { apiLogIn } from '../support/instructor';
import { menuOf, navMenuButton, phoneMenuButton } from '../support/menus';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function expectRoleLinks(page: Page, { instructor, admin, editor = false }: { instructor: boolean; admin: boolean; editor?: boolean }) {
  const nav = mainNav(page);
  for (const name of ['About', 'Get Help', 'Donate']) await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Instructor Portal' })).toHaveCount(instructor ? 1 : 0);
  await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(admin ? 1 : 0);
  await expect(nav.getByRole('link', { name: 'Content', exact: true })).toHaveCount(editor ? 1 : 0);
  // The footer's Admin link is there for everyone.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
}

test('a visitor sees the public links, the Financial Literacy menu and Login', async ({ page }) => {
  await page.goto('/');
  await expectRoleLinks(page, { instructor: false, admin: false });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  const menuButton = navMenuButton(mainNav(page), 'Financial Literacy');
  await expect(menuOf(menuButton)).toHaveJSProperty('open', false);
  await menuButton.click();
  await expect(menuOf(menuButton)).toHaveJSProperty('open', true);
  for (const name of ['Modules', 'Spot the Scam', 'My Money Plan', 'Resources', 'Schedule a Presentation']) await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menuOf(menuButton)).toHaveJSProperty('open', false);
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await mainNav(page).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL('/resources');
});

for (const [username, roles] of [
  ['learner', { instructor: false, admin: false }],
  ['instructor', { instructor: true, admin: false }],
  ['admin', { instructor: false, admin: true }],
] as const) {
  test(`the ${username} demo account sees exactly its role's links`, async ({ page }) => {
    await logIn(page, username, demoPassword());
    await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
    await expectRoleLinks(page, roles);
  });
}

test('a content editor sees Content, which opens the dashboard\'s content tab, and not the dashboard link', async ({ page, request }) => {
  const username = await registerLearner(request, 'Header Editor');
  await apiLogIn(request, 'admin', demoPassword());
  const user = (await (await request.get(`/api/admin/user-progress?q=${username}`)).json()) as { items: { id: number }[] };
  const grant = await request.post(`/api/admin/users/${user.items[0]!.id}/content-editor`, { headers: { 'X-Requested-With': 'fetch' }, data: { isContentEditor: true } });
  expect(grant.status()).toBe(200);
  await logIn(page, username, 'Tortilla-Rio-Verde-84');
  await expectRoleLinks(page, { instructor: false, admin: false, editor: true });
  await mainNav(page).getByRole('link', { name: 'Content', exact: true }).click();
  await expect(page).toHaveURL('/admin?tab=content');
  await expect(page.getByRole('tab', { name: 'Content' })).toHaveAttribute('aria-selected', 'true');
});

test('About goes to the home page about section from another page', async ({ page }) => {
  await page.goto('/login');
  await mainNav(page).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/#about');
  await expect(page.getByRole('heading', { name: 'About us' })).toBeInViewport();
});

test.describe('at a phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the mobile menu adds testimonials, contact, the language toggle and login', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await phoneMenuButton(page).click();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    for (const name of ['About', 'Modules', 'Resources', 'Get Help', 'Donate', 'Testimonials', 'Contact', 'Login']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'Testimonials' }).click();
    await expect(page.getByRole('heading', { name: 'Success stories' })).toBeInViewport();
    await expect(menu).toBeHidden();

    await phoneMenuButton(page).click();
    await menu.getByRole('link', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('navigation', { name: 'Menú' }).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  });
});
