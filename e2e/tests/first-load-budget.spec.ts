import { FIRST_LOAD_BUDGET_KIB, kib, measureFirstLoad, PUBLIC_PATHS, REMOTE_SHARE_BUDGET_KIB } from '@reentry/tools/first-load';
import { expect, test } from '../support/test';
import { publicPages } from '../support/public-pages';

// Issue 23: a first visit to any public page downloads at most 150 KiB of JavaScript (gzip) before
// anyone touches it. Measured in Chromium against the production build: every script requested until
// the page is hydrated and the network is idle. A remote's page reads without its remote's code, which
// comes at the first touch (shell/src/remotes/dormant-page.ts): that remote's own share is at most 40 KiB.

test('the report measures the same public pages as this suite', () => {
  expect([...PUBLIC_PATHS].sort()).toEqual(publicPages.map((page) => page.path).sort());
});

for (const locale of ['en', 'es'] as const) {
  for (const { path } of publicPages) {
    test(`first load of ${path} in ${locale} stays within the JavaScript budget, and so does its remote at the first touch`, async ({ browser }) => {
      // A cold page load on a busy 2-core machine can take a while; the bytes do not depend on it.
      test.setTimeout(90_000);
      const context = await browser.newContext();
      const page = await context.newPage();
      const load = await measureFirstLoad(page, new URL(path, process.env.E2E_BASE_URL).href, { locale, firstUse: true });
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const list = (scripts: typeof load.scripts) => scripts.map((script) => `${kib(script.gzip)} KiB ${new URL(script.url).pathname}`).join('\n');
      expect(load.status, path).toBe(200);
      expect(load.scripts.length, 'scripts were measured').toBeGreaterThan(3);
      expect(Object.keys(load.byOwner), `before the first touch only the shell's code loads:\n${list(load.scripts)}\nwhat happened in the page:\n${load.trace.join('\n')}`).toEqual(['shell']);
      expect(kib(load.total), `${path} (${locale}) first-load JavaScript, KiB gzip:\n${list(load.scripts)}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KIB);
      const afterTouch = load.firstUse!;
      for (const [owner, size] of Object.entries(afterTouch.byOwner)) {
        if (owner !== 'shell') expect(kib(size), `${owner}'s share of ${path} (${locale}) at the first touch, KiB gzip:\n${list(afterTouch.scripts)}`).toBeLessThanOrEqual(REMOTE_SHARE_BUDGET_KIB);
      }
      await context.close();
    });
  }
}
