import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { demoPassword, logIn } from '../support/accounts';
import { openDashboard } from '../support/admin';
import { newContentEditor, signedIn } from '../support/content-studio';
import { pageRunning, usePreferences } from '../support/preferences';

// Issue 32, section 1: an admin keeps the organisation's details in /admin; people find them in the
// footer, on /contact and, while online giving is off, on /donate. Read with scripts off: server-rendered.
// Issue 39, 2.4: a content editor keeps the contact details too (not the name, legal name or tax ID), and a
// dashboard section their role cannot use says so.

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
    legalName: 'Legal name',
    adminOnly: 'Only an administrator can change these. You can change everything below.',
    noAccess: 'You do not have access to this section',
    goToContent: 'Go to Content',
    prompt: "Fill in your organisation's details",
    promptLink: "Go to the organisation's details",
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
    legalName: 'Nombre legal',
    adminOnly: 'Solo una persona administradora puede cambiar estos datos. Usted puede cambiar todo lo demás, más abajo.',
    noAccess: 'No tiene acceso a esta sección',
    goToContent: 'Ir a Contenido',
    prompt: 'Complete los datos de su organización',
    promptLink: 'Ir a los datos de la organización',
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

for (const locale of ['en', 'es'] as const) {
  test(`a content editor on a phone changes the office phone and /contact shows it; a section not theirs says so: ${locale}`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const t = words[locale];
    const phoneNumber = `(614) 555-${String(1000 + Math.floor(Math.random() * 9000))}`;
    const admin = await signedIn(browser, baseURL!, 'admin', demoPassword());
    const editor = await newContentEditor(browser, baseURL!, admin.request);
    await admin.close();
    const page = await editor.newPage();
    await page.setViewportSize({ width: 375, height: 740 });
    await usePreferences(page, { locale });

    await page.goto('/admin?tab=organisation');
    await pageRunning(page); // a staff page needs its code (this page is not the fixture's, whose goto waits)
    const panel = page.getByRole('tabpanel', { name: t.tab });
    await expect(panel.getByLabel(t.legalName, { exact: true })).toHaveAttribute('readonly', '');
    await expect(panel.getByText(t.adminOnly)).toBeVisible();
    const phone = panel.getByLabel(t.phone, { exact: true });
    await phone.fill(phoneNumber);
    await panel.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('region', { name: locale === 'en' ? 'Notifications' : 'Notificaciones' })).toContainText(t.saved);

    // A visitor: the anonymous page cache and each replica's copy of the details may hold the old number a few seconds.
    const visitor = await visitorWithoutScripts(browser, locale);
    await expectSoon(visitor, '/contact', async () => {
      await expect(visitor.getByRole('region', { name: t.reachUs }).getByRole('link', { name: phoneNumber })).toHaveAttribute('href', `tel:${phoneNumber.replace(/\D/g, '')}`);
    });
    await visitor.context().close();

    // A tab only an admin may open: said plainly, not another tab in its place.
    await page.goto('/admin?tab=donations');
    await expect(page.getByRole('heading', { level: 2, name: t.noAccess })).toBeVisible();
    await expect(page.getByRole('tabpanel')).toHaveCount(0);
    await page.getByRole('link', { name: t.goToContent }).click();
    await expect(page.getByRole('tab', { name: locale === 'en' ? 'Content' : 'Contenido', selected: true })).toBeVisible();
    await editor.close();
  });
}

for (const locale of ['en', 'es'] as const) {
  test(`a new install's dashboard asks an admin for the organisation's details until the legal name is saved: ${locale}`, async ({ page }) => {
    const t = words[locale];
    await openDashboard(page, '/admin', locale);
    // The site these tests start names no organisation (no ORG_LEGAL_NAME), as on a first start.
    const headers = { 'X-Requested-With': 'fetch' };
    const record = await (await page.request.get('/api/admin/organisation')).json();
    expect((await page.request.put('/api/admin/organisation', { headers, data: { ...record, legalName: '' } })).status()).toBe(200);
    await page.reload();

    const prompt = page.getByRole('region', { name: t.prompt });
    await expect(prompt).toBeVisible();
    await prompt.getByRole('link', { name: t.promptLink }).click();
    const panel = page.getByRole('tabpanel', { name: t.tab });
    await panel.getByLabel(t.legalName, { exact: true }).fill('Second Chance Finance Inc.');
    await panel.getByRole('button', { name: t.save }).click();
    await expect(page.getByRole('region', { name: locale === 'en' ? 'Notifications' : 'Notificaciones' })).toContainText(t.saved);
    await page.getByRole('tab', { name: locale === 'en' ? 'Overview' : 'Resumen' }).click();
    await expect(page.getByRole('tab', { name: locale === 'en' ? 'Overview' : 'Resumen', selected: true })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(prompt).toHaveCount(0);

    // Back as it was: the next run starts from a new install again.
    const saved = await (await page.request.get('/api/admin/organisation')).json();
    expect((await page.request.put('/api/admin/organisation', { headers, data: { ...saved, legalName: record.legalName } })).status()).toBe(200);
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
