import type { Page } from '@playwright/test';

/**
 * A phone on slow data, made certain: no script of the site (the shell's entry included) arrives until
 * `ms` after the page first asks for one; after that they come as they are asked for. The HTML comes at
 * once, so whatever the visitor does meanwhile is done to the server's HTML alone, as on a real phone
 * before the code comes. Each new page (a form sent or a link followed natively) waits again. (Each script
 * late by `ms` in turn would add up along the chain of imports, past the shell's wait for a remote, which
 * is not what a slow phone sees.)
 */
export async function scriptsLate(page: Page, ms = 3_000): Promise<void> {
  let gate: Promise<void> | null = null;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) gate = null;
  });
  await page.route((url) => url.pathname.endsWith('.js'), async (route) => {
    gate ??= new Promise((resolve) => setTimeout(resolve, ms));
    await gate;
    // To the handlers set before (a fake Stripe.js, say), else the network; the page may have moved on meanwhile.
    await route.fallback().catch(() => undefined);
  });
}

/** Whether React has hydrated the page yet (its code came). */
export const codeHasCome = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

/** Every script of the site (the shell's entry included) held until `release()`: the page is its server HTML alone. */
export async function holdEveryScript(page: Page): Promise<{ release(): void }> {
  let open = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  await page.route((url) => url.pathname.endsWith('.js'), async (route) => {
    await gate;
    await route.fallback().catch(() => undefined);
  });
  return { release: () => open() };
}
