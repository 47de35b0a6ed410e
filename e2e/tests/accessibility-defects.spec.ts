import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { uniqueName } from '../support/accounts';
import { startSite, type SiteProcess } from '../support/site-process';
import { usePreferences } from '../support/preferences';
import { menuOf, navMenuButton, phoneMenuButton } from '../support/menus';

// One test per defect of issue 17, each failing on the code before the fix.

/** Is the focused element at least partly visible (not covered by a menu or a notification)? */
async function focusedIsUncovered(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const r = el.getBoundingClientRect();
    const points = [
      [r.left + r.width / 2, r.top + r.height / 2],
      [r.left + 3, r.top + 3],
      [r.right - 3, r.bottom - 3],
    ];
    return points.some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return !!hit && (el.contains(hit) || hit.contains(el));
    });
  });
}

const strongPassword = 'Tortilla-Rio-Verde-84';

test('1. the mobile menu and the Financial Literacy menu close when focus leaves them, so nothing focused hides behind them', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const menuButton = phoneMenuButton(page);
  await menuButton.click();
  const mobileLinks = page.getByRole('navigation', { name: 'Menu' }).locator('a, button');
  await mobileLinks.last().focus();
  await page.keyboard.press('Tab');
  await expect(menuOf(menuButton)).toHaveJSProperty('open', false);
  expect(await focusedIsUncovered(page)).toBe(true);

  await usePreferences(page, { locale: 'es' });
  await page.setViewportSize({ width: 960, height: 700 });
  await page.goto('/');
  const dropdown = navMenuButton(page.getByRole('navigation', { name: 'Principal' }), 'Educación financiera');
  await dropdown.click();
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Programar una presentación' }).focus();
  await page.keyboard.press('Tab');
  await expect(menuOf(dropdown)).toHaveJSProperty('open', false);
  expect(await focusedIsUncovered(page)).toBe(true);
});

test('2. F8 shows focus on the notifications region, and closing the notification returns focus where it was', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong password 12');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  const username = page.getByLabel('Username');
  await username.focus();
  await page.keyboard.press('F8');
  const focused = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    return { region: el.closest('[role=region]')?.getAttribute('aria-label') ?? '', outline: getComputedStyle(el).outlineStyle };
  });
  expect(focused.region).toMatch(/^Notifications/);
  expect(focused.outline).not.toBe('none');
  await page.keyboard.press('Escape');
  await expect(page.getByText('Login failed', { exact: true })).toBeHidden();
  await expect(username).toBeFocused();
});

test('3. a server error stays in the form: the field it names is marked, other errors sit at the top and take focus', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong password 12');
  await page.getByRole('button', { name: 'Log In' }).click();
  const formError = page.locator('form .action-form__failed');
  await expect(formError).toHaveText('Invalid username or password. Please try again.');
  await expect(formError).toBeFocused();
  // The error outlives the notification that came with it (a toast goes after 5 s).
  const notification = page.getByText('Login failed', { exact: true });
  await expect(notification).toBeVisible();
  await expect(notification).toBeHidden({ timeout: 10_000 });
  await expect(formError).toBeVisible();

  const taken = uniqueName('taken');
  // Two people: the same form sent again is the same sign-up (its Idempotency-Key is made from what it sends).
  const signUp = async (name: string) => {
    await page.goto('/signup');
    await page.getByLabel('Username').fill(taken);
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Email').fill(`${taken}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await page.getByRole('button', { name: 'Sign Up' }).click();
  };
  await signUp('Ana Diaz');
  await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
  await page.context().clearCookies();
  await signUp('Ana Díaz Soto');
  const usernameField = page.getByLabel('Username');
  await expect(usernameField).toHaveAttribute('aria-invalid', 'true');
  await expect(usernameField).toBeFocused();
});

test('4. a focused control is never left behind a notification', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 640 });
  // A phone shows a form's failure in the form only (issue 30); a success is a notification there too.
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset email sent!', { exact: true })).toBeVisible();
  const footerLinks = page.getByRole('contentinfo').locator('a, button');
  for (let i = 0; i < (await footerLinks.count()); i += 1) {
    await footerLinks.nth(i).focus();
    expect(await focusedIsUncovered(page), await footerLinks.nth(i).innerText()).toBe(true);
  }
});

test('5. Spanish pages mark English text with lang, and notifications are introduced in Spanish', async ({ page }) => {
  await usePreferences(page, { locale: 'es' });
  await page.goto('/');
  const stories = page.locator('#testimonials li');
  for (let i = 0; i < (await stories.count()); i += 1) {
    const story = stories.nth(i);
    const text = await story.innerText();
    if (/sample story| the /.test(text)) await expect(story).toHaveAttribute('lang', 'en');
  }
  await expect(page.locator('main')).not.toContainText('rug pull');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await page.getByLabel('Nombre de usuario').fill('nadie-aqui');
  await page.getByLabel('Contraseña', { exact: true }).fill('contraseña mala 12');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('No se pudo iniciar sesión', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Notification\b/)).toHaveCount(0);
});

test('6. the hidden skip link stays hidden at 320 px with text spacing, and long headings wrap', async ({ page }) => {
  await usePreferences(page, { locale: 'es' });
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/login');
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }');
    document.adoptedStyleSheets = [sheet];
  });
  const skip = await page.locator('.skip-link').boundingBox();
  expect(skip!.width * skip!.height).toBeLessThanOrEqual(1);
  const overflowing = await page.evaluate(() => [...document.querySelectorAll('h1, h2')].filter((h) => h.scrollWidth > h.clientWidth + 1).length);
  expect(overflowing).toBe(0);
});

test('7. each account form says which fields are required and marks them', async ({ page }) => {
  for (const [path, fields, note] of [
    ['/login', ['Username', 'Password'], 'All fields are required.'],
    ['/signup', ['Username', 'Email', 'Password'], 'All fields are required, except the class code.'],
    ['/forgot-password', ['Email'], 'All fields are required.'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('form .form__required-note')).toHaveText(note);
    for (const field of fields) await expect(page.getByLabel(field, { exact: true })).toHaveAttribute('aria-required', 'true');
  }
  await page.goto('/signup');
  await expect(page.getByLabel('Class code (optional)')).not.toHaveAttribute('aria-required');
});

test('8. success notifications are announced politely; errors at once', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('someone@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Reset email sent!', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: 'Reset email sent!' })).not.toHaveCount(0);
  await expect(page.locator('[aria-live="assertive"]').filter({ hasText: 'Reset email sent!' })).toHaveCount(0);

  await page.goto('/login');
  await page.getByLabel('Username').fill('nobody-here');
  await page.getByLabel('Password', { exact: true }).fill('wrong password 12');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.locator('[aria-live="assertive"]').filter({ hasText: 'Login failed' })).not.toHaveCount(0);
});

test('9. after logging in, signing up, logging out or asking for a reset link, focus is on what happened, not the page body', async ({ page }) => {
  const name = uniqueName('focus');
  await page.goto('/signup');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
  await page.getByLabel('Email').fill(`${name}@example.org`);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByLabel('Confirm password').fill(strongPassword);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.locator('main h1')).toBeFocused();

  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();

  await page.goto('/login');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(strongPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();

  await page.context().clearCookies();
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(`${name}@example.org`);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeFocused();
});

test.describe('10. a newcomer on 127.0.0.1', () => {
  let site: SiteProcess;
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a fresh embedded database starts first
    site = await startSite({ PUBLIC_URL: '' });
  });
  test.afterAll(() => site?.stop());

  test('can sign up when PUBLIC_URL is not set (the loopback names of the server are allowed origins)', async ({ page }) => {
    const name = uniqueName('loopback');
    const loopback = site.url.replace('localhost', '127.0.0.1');
    await page.goto(`${loopback}/signup`);
    await page.getByLabel('Username').fill(name);
    await page.getByLabel('Name', { exact: true }).fill('Ana Diaz');
    await page.getByLabel('Email').fill(`${name}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill(strongPassword);
    await page.getByLabel('Confirm password').fill(strongPassword);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText(/^Signed in as /).filter({ visible: true })).toBeVisible();
  });
});

