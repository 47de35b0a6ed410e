import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { apiLogIn } from '../support/instructor';
import { remotePages } from '../support/remotes';

test('the shell renders the home page with its header, main area and footer @smoke', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Build a successful future' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
});

for (const remote of remotePages) {
  test(`${remote.path} renders the ${remote.id} remote's page inside the shell @smoke`, async ({ page }) => {
    if (remote.id === 'admin') await logIn(page, 'admin', demoPassword());
    if (remote.id === 'instructor') await apiLogIn(page.request, 'instructor', demoPassword());
    await page.goto(remote.path);
    await expect(page.getByRole('heading', { level: 1, name: remote.en })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page).toHaveTitle(`${remote.en} · Reentry Financial Literacy`);
  });
}

test('/remotes.json lists the five remotes with the paths each one published; each manifest answers 200 @smoke', async ({ request }) => {
  const { remotes } = (await (await request.get('/remotes.json')).json()) as { remotes: { id: string; manifestUrl: string; paths: string[] }[] };
  expect(remotes.map((remote) => remote.id).sort()).toEqual(['admin', 'donate', 'forms', 'instructor', 'learning']);
  for (const remote of remotePages) {
    expect(remotes.find((r) => r.id === remote.id)!.paths).toContain(remote.path);
  }
  for (const { manifestUrl } of remotes) {
    const response = await request.get(manifestUrl);
    expect(response.status(), manifestUrl).toBe(200);
    const manifest = await response.json();
    // The browser's entry is content-hashed (a page hydrates the version it was rendered with);
    // the server's entry sits beside it, named in the same manifest.
    expect(manifest.metaData.remoteEntry.name).toMatch(/^remoteEntry\.[0-9a-f]{8}\.js$/);
    expect(manifest.metaData.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
  }
});

test('an unknown path shows the 404 page inside the shell @smoke', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('404 Page Not Found · Reentry Financial Literacy');
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('every remote page is translated when the visitor switches to Spanish @smoke', async ({ page }) => {
  await logIn(page, 'admin', demoPassword());
  await page.goto('/');
  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  for (const remote of remotePages) {
    // The portal is for instructors only (everyone else is sent home).
    if (remote.id === 'instructor') await apiLogIn(page.request, 'instructor', demoPassword());
    await page.goto(remote.path);
    await expect(page.getByRole('heading', { level: 1, name: remote.es })).toBeVisible();
    await expect(page).toHaveTitle(`${remote.es} · Educación Financiera para la Reinserción`);
  }
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: remotePages[4].en })).toBeVisible();
});

test('a deep link to a nested path loads the site @smoke', async ({ page }) => {
  await page.goto('/modules/3');
  await expect(page.getByRole('heading', { level: 1, name: 'Safe Cryptocurrency Practices' })).toBeVisible();
});
