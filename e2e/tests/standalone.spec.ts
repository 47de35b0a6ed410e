import { expect, test } from '../support/test';
import { remoteDist, remotePages } from '../support/remotes';
import { serveStatic } from '../support/static-server';

// Each remote's own build also contains a standalone page that runs it on the mock platform.
for (const remote of remotePages) {
  test(`the ${remote.id} remote runs standalone on the mock platform, in English and Spanish`, async ({ page }) => {
    const server = await serveStatic(remoteDist(remote.id), { spa: true });
    try {
      await page.goto(server.url + remote.path);
      await expect(page.getByRole('heading', { level: 1, name: remote.en })).toBeVisible();
      await page.evaluate(() => localStorage.setItem('locale', 'es'));
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: remote.es })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    } finally {
      await server.close();
    }
  });
}
