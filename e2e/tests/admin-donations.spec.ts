import { expect, test } from '../support/test';
import { demoPassword } from '../support/accounts';
import { parseCsv, tagOf } from '../support/admin';
import { startFakeStripe } from '../support/fake-stripe';
import { startSite, type SiteProcess } from '../support/site-process';

// Donations need a payment provider: a second copy of the site, on its own fresh database, talks to a
// fake Stripe. Ports from this suite's own range.
const STRIPE_PORT = 4571;
const SITE_PORT = 4572;
let site: SiteProcess;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stripe = await startFakeStripe(STRIPE_PORT);
  site = await startSite(
    { STRIPE_SECRET_KEY: 'sk_test_e2e', STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e', STRIPE_API_URL: stripe.url, DEMO_PASSWORD: demoPassword(), RATE_LIMIT_FACTOR: '100' },
    { port: SITE_PORT },
  );
});
test.afterAll(async () => {
  await site?.stop();
  await stripe?.close();
});

const headers = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };

for (const locale of ['en', 'es'] as const) {
  test(`donations show dollars with 2 decimals, dates, and status in colour and words; the CSV matches: ${locale}`, async ({ page, playwright }) => {
    const tag = tagOf('donor');
    const api = await playwright.request.newContext({ baseURL: site.url, extraHTTPHeaders: headers });
    for (const [amount, pay] of [[25, true], [19.99, false]] as const) {
      const started = await api.post('/api/create-payment-intent', { data: { amount, donorName: `${tag} ${amount}`, donorEmail: `${tag}@example.org` } });
      expect(started.status()).toBe(200);
      const { clientSecret } = (await started.json()) as { clientSecret: string };
      if (pay) expect((await (await api.post('/api/donations', { data: { stripePaymentIntentId: clientSecret.split('_secret_')[0] } })).json()).status).toBe('succeeded');
    }
    await api.dispose();

    await page.goto(`${site.url}/login`);
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword());
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.getByText(/^Signed in as /).filter({ visible: true }).waitFor();
    await page.context().addCookies([{ name: 'locale', value: locale, url: site.url }]);
    await page.addInitScript((l) => localStorage.setItem('locale', l), locale);
    await page.goto(`${site.url}/admin?tab=donations&q=${tag}&sort=-amount`);
    const rows = page.getByRole('tabpanel').locator('table.admin-table tbody tr');
    await expect(rows).toHaveCount(2);
    const paid = rows.nth(0);
    const pending = rows.nth(1);
    if (locale === 'en') {
      await expect(paid).toContainText('$25.00');
      await expect(pending).toContainText('$19.99');
      await expect(paid.locator('td').first()).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    } else {
      await expect(paid).toContainText(/25,00\sUS\$/);
      await expect(pending).toContainText(/19,99\sUS\$/);
      await expect(paid.locator('td').first()).toHaveText(/^\d{1,2} [a-z]{3,4}\.? \d{4}$/);
    }
    await expect(paid.locator('.admin-badge--success')).toHaveText(locale === 'en' ? 'Succeeded' : 'Completado');
    await expect(pending.locator('.admin-badge--warning')).toHaveText(locale === 'en' ? 'Pending' : 'Pendiente');
    const href = await page.getByRole('tabpanel').locator('a[download]').getAttribute('href');
    const csv = parseCsv(await (await page.request.get(`${site.url}${href}`)).text());
    expect(csv.slice(1).map((row) => [row[2], row[3], row[5]])).toEqual([
      ['succeeded', '25.00', `${tag} 25`],
      ['pending', '19.99', `${tag} 19.99`],
    ]);
  });
}
