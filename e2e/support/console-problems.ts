import type { Page } from '@playwright/test';

/** Playwright's own line when a page registers its service worker in a spec that runs without one (playwright.config.ts). */
const PLAYWRIGHT_BLOCKED_WORKER = 'Service Worker registration blocked by Playwright';

/**
 * What the page logs as an error or a warning from now on, and its uncaught errors: a list a spec expects to
 * stay empty. `allowed`: lines the spec expects (say why where it is passed).
 */
export function consoleProblems(page: Page, { allowed, pageErrors = false }: { allowed?: RegExp; pageErrors?: boolean } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (!['error', 'warning'].includes(message.type())) return;
    const text = message.text();
    if (text === PLAYWRIGHT_BLOCKED_WORKER || allowed?.test(text)) return;
    problems.push(text);
  });
  if (pageErrors) page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
