import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { openDashboard } from '../support/admin';
import { usePreferences } from '../support/preferences';

// Issue 32, section 1: an admin keeps the organisation's details in /admin; people find them in the
// footer, on /contact and, while online giving is off, on /donate. Read with scripts off: server-rendered.

const words = {
  en: {
    tab: 'Organisation',
    phone: 'Phone',
    address: 'Postal address',
    givingGroup: 'How to give without a card',
    ownLanguage: 'In English',
    save: 'Save details',
    saved: 'Details saved',
    summary: 'Please fix these fields',
    phoneMistake: 'Phone: enter a phone number with at least 10 digits, or leave it empty.',
    reachUs: 'Call, write or visit',
    otherWays: 'Other ways to give',
    contact: 'Contact us',
  },
  es: {
    tab: 'Organización',
    phone: 'Teléfono',
    address: 'Dirección postal',
    givingGroup: 'Cómo donar sin tarjeta',
    ownLanguage: 'En español',
    save: 'Guardar datos',
    saved: 'Datos guardados',
    summary: 'Por favor, corrija estos campos',
    phoneMistake: 'Teléfono: escriba un número de teléfono de al menos 10 dígitos, o déjelo vacío.',
    reachUs: 'Llámenos, escríbanos o visítenos',
    otherWays: 'Otras formas de donar',
    contact: 'Contáctenos',
  },
} as const;

const details = {
  en: { phone: '(614) 555-0142', street: '42 Check Lane', city: 'Columbus, OH 43215', giving: 'Make your check out to Second Chance and mail it to our office.' },
  es: { phone: '(614) 555-0177', street: '77 Calle del Cheque', city: 'Dayton, OH 45402', giving: 'Haga su cheque a nombre de Second Chance y envíelo a nuestra oficina.' },
} as const;

/** A visitor with scripts off, in `locale`: what they see is the server's HTML. */
async function visitorWithoutScripts(browser: Browser, locale: 'en' | 'es'): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await usePreferences(page, { locale });
  return page;
}

/** Anonymous pages are cached for a few seconds: the saved details show within that time. */
async function expectSoon(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 20_000 });
}

for (const locale of ['en', 'es'] as const) {
  test(`an admin sets the office phone, address and cheque words; the footer, /contact and /donate show them: ${locale}`, async ({ page, browser }) => {
    const t = words[locale];
    const d = details[locale];
    await openDashboard(page, '/admin?tab=organisation', locale);
    const panel = page.getByRole('tabpanel', { name: t.tab });
    const phone = panel.getByLabel(t.phone, { exact: true });

    await phone.fill('call us');
    await panel.getByRole('button', { name: t.save }).click();
    await expect(panel.getByRole('alert').filter({ hasText: t.summary })).toContainText(t.phoneMistake);
    await expect(phone).toBeFocused();

    await phone.fill(d.phone);
    await panel.getByLabel(t.address, { exact: true }).fill(`${d.street}\n${d.city}`);
    await panel.getByRole('group', { name: t.givingGroup }).getByLabel(t.ownLanguage).fill(d.giving);
    await panel.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('region', { name: locale === 'en' ? 'Notifications' : 'Notificaciones' })).toContainText(t.saved);

    const visitor = await visitorWithoutScripts(browser, locale);
    await expectSoon(visitor, '/contact', async () => {
      const reachUs = visitor.getByRole('region', { name: t.reachUs });
      await expect(reachUs).toContainText(d.street);
      await expect(reachUs.getByRole('link', { name: d.phone })).toHaveAttribute('href', `tel:${d.phone.replace(/\D/g, '')}`);
      await expect(visitor.locator('footer')).toContainText(d.phone);
      await expect(visitor.locator('footer')).toContainText(d.city);
    });

    // The stack the tests run has no Stripe keys: /donate offers the other ways to give.
    await expectSoon(visitor, '/donate', async () => {
      await expect(visitor.getByRole('heading', { level: 3, name: t.otherWays })).toBeVisible();
      await expect(visitor.getByRole('main')).toContainText(d.giving);
      await expect(visitor.getByRole('main')).toContainText(d.street);
    });
    const contact = visitor.getByRole('main').getByRole('link', { name: t.contact });
    await expect(contact).toHaveAttribute('href', '/contact?subject=donation');
    await contact.click();
    await expect(visitor.locator('main select[name="subject"]')).toHaveValue('donation');
    await visitor.context().close();
  });
}

test('a learner cannot open the organisation tab, and the API refuses them', async ({ page }) => {
  await logIn(page, 'learner', demoPassword());
  await page.goto('/admin?tab=organisation');
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/admin/organisation')).status()).toBe(403);
  const put = await page.request.put('/api/admin/organisation', { headers: { 'X-Requested-With': 'fetch' }, data: { version: 1 } });
  expect(put.status()).toBe(403);
});
