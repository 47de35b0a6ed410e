import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';

test('F8 moves focus to the region labelled Notifications', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.keyboard.press('F8');
  const region = page.getByRole('region', { name: 'Notifications' });
  await expect(region).toBeAttached();
  await expect(page.locator(':focus')).toHaveCount(1);
  expect(await region.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});

test('at most one toast is visible, and it goes away after 5 seconds', async ({ page }) => {
  await page.goto('/login');
  const notifications = page.getByRole('region', { name: 'Notifications' });
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Username').fill('nobody-here');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(notifications.getByText('Invalid username or password. Please try again.')).toBeVisible();
  }
  await expect(notifications.getByRole('listitem')).toHaveCount(1);
  const shownAt = Date.now();
  await expect(notifications.getByRole('listitem')).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3000);
});

test('the home page scrolls to the fragment on entry, or to the top', async ({ page }) => {
  await page.goto('/#contact');
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeInViewport();
  await page.goto('/');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('the progress summary counts modules 1 to 5 for a signed-in learner', async ({ page }) => {
  await logIn(page, 'learner', demoPassword());
  await expect(page.getByText(/^You have completed \d of 5 modules \(\d+%\)\.$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Module' }).first()).toBeVisible();
});

test('the theme is light by default, switches to dark, and is remembered under "theme"', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('link', { name: 'Dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('link', { name: 'Light theme' })).toBeVisible();
});

test('a logged-out session is noticed: a 401 from the API turns the header anonymous', async ({ page, context }) => {
  await logIn(page, 'learner', demoPassword());
  await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
  await context.clearCookies();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
});

test('a toast can be swiped away to the right, and is at most 420px wide on larger screens', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Log In' }).click();
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(toast).toHaveCount(1);
  const box = (await toast.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(420);

  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1) await page.mouse.move(box.x + 20 + step * 20, box.y + box.height / 2);
  await page.mouse.up();
  await expect(toast).toHaveCount(0, { timeout: 2000 });
});
