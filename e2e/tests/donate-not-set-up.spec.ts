import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/test';
import { usePreferences } from '../support/preferences';

// The default site (`npm start`) has no Stripe keys: /donate says so, offers the contact page, and never
// shows a payment form or loads anything from Stripe.
const texts = {
  en: { heading: 'Donate', notSetUp: 'Online giving is not set up yet.', contact: 'Contact us', contactHeading: 'Get in touch' },
  es: { heading: 'Haga una donación', notSetUp: 'Las donaciones en línea todavía no están listas.', contact: 'Contáctenos', contactHeading: 'Contáctenos' },
} as const;
const sizes = [
  { name: 'phone', viewport: { width: 375, height: 740 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

for (const locale of ['en', 'es'] as const) {
  for (const size of sizes) {
    test(`without Stripe keys, /donate says online giving is not set up and offers the contact page: ${locale}, ${size.name}`, async ({ page }) => {
      const t = texts[locale];
      await page.setViewportSize(size.viewport);
      await usePreferences(page, { locale });
      const fromStripe: string[] = [];
      page.on('request', (request) => /stripe/.test(new URL(request.url()).hostname) && fromStripe.push(request.url()));

      const response = await page.goto('/donate');
      expect(response!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: t.notSetUp })).toBeVisible();
      await expect(page.locator('main form')).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

      await page.getByRole('main').getByRole('link', { name: t.contact }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.contactHeading })).toBeVisible();
      expect(fromStripe).toEqual([]);
    });
  }
}

test('without Stripe keys, the API refuses to start a payment with a clear 503, not a 500', async ({ request }) => {
  const response = await request.post('/api/create-payment-intent', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { amount: 25, donorName: 'Maria Lopez', donorEmail: 'maria@example.org' },
  });
  expect(response.status()).toBe(503);
  expect((await response.json()).error.code).toBe('DONATIONS_NOT_CONFIGURED');
});
