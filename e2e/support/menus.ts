import type { Page } from '@playwright/test';

/**
 * The phone menu's and the account menu's summaries: both menus are `<details>` disclosures (issue 42: they
 * open without script), and a summary has no ARIA role to find it by. Whether one is open is its
 * `<details>`' `open` (`menuOf(summary)`).
 */
export const phoneMenuButton = (page: Page, words = 'Menu') => page.locator('summary.mobile-menu__button', { hasText: words });
export const accountMenuButton = (page: Page) => page.getByRole('banner').locator('summary.account-menu__button');
/** A header menu of links (Financial Literacy, Staff): a `<details>` disclosure too, found by its words within `scope`. */
export const navMenuButton = (scope: Page | ReturnType<Page['locator']>, words: string) => scope.locator('summary.dropdown__button', { hasText: words });
export const menuOf = (summary: ReturnType<Page['locator']>) => summary.locator('xpath=..');
