// What a first visit to a page downloads in JavaScript before anyone touches it: every script the
// browser requests from navigation until the page is hydrated and the network has been idle, each
// gzipped (-9, as the files are served precompressed). Scripts under /remotes/<id>/ are that
// remote's share; everything else is the shell's (its code and the shared libraries). A remote's page
// loads its code at the visitor's first touch, click, key or focus (shell/src/remotes/dormant-page.ts):
// with `firstUse`, the pointer then moves onto the page and what that loads is measured too.
// Used by the budget test (e2e/tests/first-load-budget.spec.ts) and the report (tools/scripts/first-load-report.mjs).
import { gzipSync } from 'node:zlib';

/** Budgets in KiB (gzip): a whole first load, and one remote's own share (which loads at the first touch). */
export const FIRST_LOAD_BUDGET_KIB = 150;
export const REMOTE_SHARE_BUDGET_KIB = 40;

/** The public pages the report measures (the budget test checks this matches e2e/support/public-pages.ts). */
export const PUBLIC_PATHS = [
  '/', '/login', '/signup', '/forgot-password', '/certificates/verify', '/modules', '/modules/1', '/resources',
  '/how-to-buy', '/schedule', '/contact', '/assistance', '/share-your-story', '/donate', '/practice',
  '/money-plan', '/impact', '/claim',
];

/** 'shell', or the remote id for a script served from /remotes/<id>/. */
export function ownerOf(url) {
  const match = new URL(url).pathname.match(/^\/remotes\/([a-z0-9-]+)\//);
  return match ? match[1] : 'shell';
}

/**
 * @param {import('playwright-core').Page} page  a page in a fresh context (empty cache)
 * @param {string} url
 * @param {{ locale?: 'en' | 'es', firstUse?: boolean }} [options]
 */
export async function measureFirstLoad(page, url, { locale, firstUse = false } = {}) {
  if (locale) await page.context().addCookies([{ name: 'locale', value: locale, url }]);
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), owner: ownerOf(response.url()), bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => null,
      ),
    );
  };
  page.on('response', onResponse);
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const load = { status: response?.status() ?? 0, ...summarise((await Promise.all(pending)).filter(Boolean)) };
  if (firstUse) {
    const before = pending.length;
    const main = await page.locator('main').boundingBox();
    await page.mouse.move((main?.x ?? 0) + 10, (main?.y ?? 0) + 10);
    await page.waitForFunction(() => !document.documentElement.dataset.dormant, null, { timeout: 30_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    load.firstUse = summarise((await Promise.all(pending.slice(before))).filter(Boolean));
  }
  page.off('response', onResponse);
  return load;
}

function summarise(scripts) {
  const byOwner = {};
  for (const script of scripts) byOwner[script.owner] = (byOwner[script.owner] ?? 0) + script.gzip;
  return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0), byOwner };
}

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
