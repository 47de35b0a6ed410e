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
 * A browser sends a pointer resting over a page a pointerover as the page lays out, and a new headless page's
 * pointer rests at (0, 0), over the header: on a busy machine that came after the shell had started and woke
 * a dormant page before anyone touched it (CI, 2026-12-07). This puts the pointer off the page, as a visitor's
 * whose hand is not on the mouse: moved there on a page of the same site first (a new page's pointer does not
 * keep it). Call it before the first `goto` of a page that must stay dormant.
 * @param {import('playwright-core').Page} page
 * @param {string} siteUrl  any address on the site
 */
export async function pointerOffThePage(page, siteUrl) {
  await page.goto(new URL('/manifest.webmanifest', siteUrl).href);
  await page.mouse.move(-50, -50);
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
  await page.addInitScript(traceWakeSignals);
  await pointerOffThePage(page, url);
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle', { timeout: 60_000 });
  const load = {
    status: response?.status() ?? 0,
    ...summarise((await Promise.all(pending)).filter(Boolean)),
    trace: await page.evaluate(() => window.__wakeTrace ?? []),
  };
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

/**
 * In the page, before its own scripts: what could have woken a dormant page (the visitor's signals, a
 * navigation) and when the page stopped waiting, so a first load that fetched a remote's code says why.
 */
function traceWakeSignals() {
  const trace = (window.__wakeTrace = []);
  const at = () => `${Math.round(performance.now())} ms`;
  const describe = (target) => (target instanceof Element ? `${target.localName}${target.id ? `#${target.id}` : ''}` : String(target?.constructor?.name ?? target));
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel', 'pointerover', 'pointermove']) {
    window.addEventListener(type, (event) => trace.push(`${type} on ${describe(event.target)}${event.isTrusted ? '' : ' (untrusted)'} at ${at()}`), { capture: true, passive: true });
  }
  window.navigation?.addEventListener('navigate', (event) => trace.push(`navigate (${event.navigationType}) to ${event.destination.url} at ${at()}`));
  // The document may have no <html> yet when this runs: watch the whole document for the root's changes.
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.target === document.documentElement) trace.push(`${change.attributeName}: ${change.oldValue ?? '(none)'} -> ${document.documentElement.getAttribute(change.attributeName) ?? '(none)'} at ${at()}`);
    }
  }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-dormant', 'data-hydrated'] });
}

function summarise(scripts) {
  const byOwner = {};
  for (const script of scripts) byOwner[script.owner] = (byOwner[script.owner] ?? 0) + script.gzip;
  return { scripts, total: scripts.reduce((sum, script) => sum + script.gzip, 0), byOwner };
}

export const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10;
