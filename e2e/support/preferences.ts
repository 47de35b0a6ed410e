import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Language and theme as a returning visitor has them: in the cookies the server reads (and
 * localStorage, where the spec keeps them), so the very first HTML comes in them.
 */
export async function usePreferences(page: Page, { locale, theme = 'light' }: { locale: string; theme?: string }) {
  const url = process.env.E2E_BASE_URL ?? 'http://localhost:4310';
  await page.context().addCookies([
    { name: 'locale', value: locale, url },
    { name: 'theme', value: theme, url },
  ]);
  await page.addInitScript(([l, t]) => {
    localStorage.setItem('locale', l!);
    localStorage.setItem('theme', t!);
  }, [locale, theme]);
}

/** Resolves once React has hydrated the server's HTML. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Resolves once a remote's page runs its code too: it loads at the first touch, click, key or focus
 * (a dormant page: shell/src/remotes/dormant-page.ts). Needed before a fake clock jumps ahead.
 */
export async function pageRunning(page: Page) {
  await hydrated(page);
  await page.locator('html:not([data-dormant])').waitFor({ state: 'attached' });
}

/**
 * Resolves once the page's form runs its code: a form of the one form frame (issue 42) runs with its page.
 * Needed before a fake clock jumps ahead: a jump past the bundler's wait for a script (2 minutes) fails a
 * download still under way, as on a busy machine.
 */
export async function formRunning(page: Page) {
  await pageRunning(page);
  await page.locator('main form[data-html-first]').first().waitFor({ state: 'attached' });
}

/** A visitor's first touch on a page (the pointer comes onto it, as when reading): a remote's page then runs its code. */
export async function touchPage(page: Page) {
  // After hydration: a pointer that came before the page could listen is not a touch it hears (a reader's
  // next move, tap or key is).
  await hydrated(page);
  await page.locator('main').hover({ position: { x: 5, y: 5 } });
  await pageRunning(page);
}

/**
 * Resolves once React has hydrated (or rendered) this element, so the page's code answers a press on it:
 * a part of a page hydrated when its own chunk comes (the quiz tab) can lag behind the network going quiet
 * on a busy machine, and a press before it is the browser's own (a link followed, a form posted). React
 * marks each element it owns with a `__reactFiber$` property; one still the server's HTML has none.
 */
export async function reactOwns(locator: Locator) {
  await locator.waitFor();
  await expect.poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'))), { timeout: 20_000 }).toBe(true);
}
