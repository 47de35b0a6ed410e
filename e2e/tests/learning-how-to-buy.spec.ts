import { expect, test } from '../support/test';
import { expectNoAxeViolations, learningTexts, locales, sizes } from '../support/learning';
import { touchPage, usePreferences } from '../support/preferences';
import { startSite, type SiteProcess } from '../support/site-process';

const address = '0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e';
const buyUrl = 'https://app.uniswap.org/swap?outputCurrency=0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e';

for (const locale of locales) {
  test(`${locale}: without token configuration the guide says the address is not published, with no copy button or buy link`, async ({ page }) => {
    const t = learningTexts[locale];
    await usePreferences(page, { locale });
    await page.goto('/how-to-buy');
    await expect(page.getByRole('heading', { level: 1, name: t.howToBuy })).toBeVisible();
    await expect(page.getByText(t.notPublished)).toBeVisible();
    await expect(page.getByRole('button', { name: t.copy })).toHaveCount(0);
    await expect(page.getByRole('link', { name: new RegExp(t.buy) })).toHaveCount(0);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: locale === 'en' ? 'Contact Us' : 'Contáctenos' })).toHaveAttribute('href', '/contact');
    await expect(main.getByRole('link', { name: locale === 'en' ? 'Get Help' : 'Pedir ayuda', exact: true })).toHaveAttribute('href', '/assistance');
    await expectNoAxeViolations(page, '/how-to-buy, not configured');
  });
}

test.describe('a site with the token configured', () => {
  let site: SiteProcess;

  test.beforeAll(async () => {
    // A fresh embedded database starts in a few seconds, but much slower on a busy machine.
    test.setTimeout(120_000);
    site = await startSite({ TOKEN_NETWORK: 'Base', TOKEN_CONTRACT_ADDRESS: address, TOKEN_BUY_URL: buyUrl });
  });
  test.afterAll(async () => {
    await site?.stop();
  });

  for (const locale of locales) {
    const t = learningTexts[locale];
    for (const size of sizes) {
      test(`copying the contract address says Copied! for 2 seconds: ${locale}, ${size.name}`, async ({ page, context }) => {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url });
        await context.addCookies([{ name: 'locale', value: locale, url: site.url }]);
        await page.setViewportSize(size.viewport);
        await page.goto(`${site.url}/how-to-buy`);
        await expect(page.getByText(address, { exact: true })).toBeVisible();
        await expect(page.getByText('Base', { exact: true })).toBeVisible();
        const buy = page.getByRole('link', { name: new RegExp(t.buy) });
        await expect(buy).toHaveAttribute('href', buyUrl);
        await expect(buy).toHaveAttribute('rel', 'noopener noreferrer');
        await expectNoAxeViolations(page, '/how-to-buy, configured');

        const copy = page.getByRole('button', { name: t.copy });
        // The page's code runs first (a press before it is proven in presses-at-load.spec.ts). The 2 seconds are
        // timed in the page, from the text turning to Copied! to its turning back (a clock in the test process
        // would add its own round trips under load).
        await touchPage(page);
        const button = page.locator('.learning-token button');
        await button.evaluate((element, texts) => {
          const times: Record<string, number> = {};
          (window as unknown as { copiedTimes: Record<string, number> }).copiedTimes = times;
          new MutationObserver(() => {
            const text = element.textContent?.trim();
            if (text === texts.copied && times.shown === undefined) times.shown = performance.now();
            if (text === texts.copy && times.shown !== undefined && times.back === undefined) times.back = performance.now();
          }).observe(element, { childList: true, subtree: true, characterData: true });
        }, { copied: t.copied, copy: t.copy });
        await copy.click();
        await expect(button).toHaveText(t.copied);
        await expect(page.getByRole('region', { name: t.notifications })).toContainText(t.copiedToast);
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
        await expect(button).toHaveText(t.copy, { timeout: 4000 });
        const times = await page.evaluate(() => (window as unknown as { copiedTimes: { shown: number; back: number } }).copiedTimes);
        const shownFor = times.back - times.shown;
        expect(shownFor).toBeGreaterThanOrEqual(1900);
        expect(shownFor).toBeLessThan(3500);
      });
    }
  }
});
