import { expect, test } from '../support/test';
import { openDashboard } from '../support/admin';

// Issue 39: on a 1280 px screen the Overview's "Giving per month" table was cut at its right edge (its last
// column behind a sideways scroll). It fits now; narrower, it is a labelled region a keyboard can scroll.
test.use({ viewport: { width: 1280, height: 800 } });

const words = {
  en: { caption: 'Giving per month', last: 'Received from one-time gifts' },
  es: { caption: 'Donaciones por mes', last: 'Recibido de donaciones únicas' },
} as const;

for (const locale of ['en', 'es'] as const) {
  test(`the "Giving per month" table fits a 1280 px screen, every column in sight: ${locale}`, async ({ page }) => {
    await openDashboard(page, '/admin?tab=overview', locale);
    const region = page.getByRole('region', { name: words[locale].caption });
    const table = region.getByRole('table', { name: words[locale].caption });
    await expect(table.getByRole('row')).toHaveCount(13); // the heading row and 12 months
    await region.scrollIntoViewIfNeeded();
    const widths = await region.evaluate((element) => ({ shown: element.clientWidth, table: element.scrollWidth }));
    expect(widths.table).toBeLessThanOrEqual(widths.shown);
    const headings = table.getByRole('columnheader');
    await expect(headings).toHaveCount(7);
    await expect(headings.last()).toHaveText(words[locale].last);
    for (const heading of await headings.all()) await expect(heading).toBeInViewport({ ratio: 1 });
    // Narrower screens scroll it sideways: the region is reached with Tab and says what it holds.
    await expect(region).toHaveAttribute('tabindex', '0');
  });
}
