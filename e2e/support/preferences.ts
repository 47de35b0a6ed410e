import type { Page } from '@playwright/test';

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
