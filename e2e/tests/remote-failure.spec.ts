import { expect, test } from '@playwright/test';

test('an unreachable remote shows the translated fallback inside the intact shell; other routes keep working', async ({ page }) => {
  let reachable = false;
  await page.route('**/remotes/donate/**', (route) => (reachable ? route.continue() : route.abort('connectionrefused')));

  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1, name: 'This part of the site is not available right now' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('button', { name: 'Financial Literacy' }).click();
  await mainNav.getByRole('link', { name: 'Modules' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Learning modules' })).toBeVisible();
  await page.goto('/schedule');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule a presentation' })).toBeVisible();

  // The fallback is translated too.
  await page.getByRole('button', { name: 'Español' }).click();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Donar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Esta parte del sitio no está disponible en este momento' })).toBeVisible();

  // When the remote comes back, "try again" loads it without reloading the page.
  reachable = true;
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Haga una donación' })).toBeVisible();
});

test('a remote whose manifest host does not exist fails alone', async ({ page }) => {
  await page.route('**/remotes.json', async (route) => {
    const manifest = await (await route.fetch()).json();
    await route.fulfill({ json: { ...manifest, admin: 'http://127.0.0.1:9/mf-manifest.json' } });
  });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'This part of the site is not available right now' })).toBeVisible();
  await page.getByRole('link', { name: 'Donate' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Donate' })).toBeVisible();
});
