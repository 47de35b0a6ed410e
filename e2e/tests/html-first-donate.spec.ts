import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { FakeStripeApi } from '../support/fake-stripe-api';
import { donateTexts } from '../support/donate-texts';
import { deliverWebhook, startDonateSite, type DonateSite } from '../support/donate-site';
import { useFakeStripeJs } from '../support/fake-stripe-js';
import { codeHasCome, scriptsLate } from '../support/late-scripts';
import { mailsTo } from '../support/outbox';
import type { SiteProcess } from '../support/site-process';

// Issue 42: with JavaScript off, on a phone, in both languages, a donor chooses an amount (a preset or
// another), fills the donor step, and reaches the card step, which says plainly that it needs script;
// Stripe is never asked. "Manage my giving" mails its link by a real post. A second site with Stripe
// test keys whose Stripe API is a loopback fake (as donate.spec.ts).
test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

let donateSite: DonateSite;
let stripeApi: FakeStripeApi;
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  donateSite = await startDonateSite();
  ({ stripeApi, site } = donateSite);
});

test.afterAll(async () => {
  await donateSite?.stop();
});

const words = {
  en: {
    heading: 'Donate',
    other: 'You are giving $30.00.',
    back: 'Back',
    summary: 'Please fix the 2 fields marked below.',
    needsScript: 'Paying by card needs JavaScript',
    nothingCharged: 'Nothing has been charged.',
    manage: 'Manage my giving',
    manageEmail: 'Email address',
    send: 'Send me a link',
    checkEmail: 'Check your email',
    sent: 'If this email address gave to us, we sent it a link.',
    linkSubject: 'Your link to manage your giving',
    gifts: 'Your gifts and receipts',
  },
  es: {
    heading: 'Haga una donación',
    other: 'Usted va a donar $30.00.',
    back: 'Atrás',
    summary: 'Por favor, corrija los 2 campos marcados abajo.',
    needsScript: 'Pagar con tarjeta necesita JavaScript',
    nothingCharged: 'No se ha cobrado nada.',
    manage: 'Administrar mis donaciones',
    manageEmail: 'Correo electrónico',
    send: 'Envíenme un enlace',
    checkEmail: 'Revise su correo',
    sent: 'Si este correo electrónico donó, le enviamos un enlace.',
    linkSubject: 'Su enlace para administrar sus donaciones',
    gifts: 'Sus donaciones y recibos',
  },
};

async function inLanguage(page: Page, locale: 'en' | 'es') {
  await page.context().addCookies([{ name: 'locale', value: locale, url: site.url }]);
}

/** An address that gave (a one-time gift Stripe confirmed, by the API and a signed webhook), so a link is mailed to it. */
async function donorWhoGave(request: APIRequestContext, email: string) {
  const started = await request.post(`${site.url}/api/create-payment-intent`, {
    headers: { 'X-Requested-With': 'fetch', 'Idempotency-Key': `e2e-${email.replace(/[^A-Za-z0-9]/g, '-')}` },
    data: { amount: '10', donorName: 'Ana Ruiz', donorEmail: email, donorPhone: '', donorAddress: '', message: '', isAnonymous: false },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const intent = [...stripeApi.intents.values()].at(-1)!;
  Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
  expect((await deliverWebhook(request, site.url, 'payment_intent.succeeded', intent)).status()).toBe(200);
}

for (const locale of ['en', 'es'] as const) {
  const t = { ...donateTexts[locale], ...words[locale] };

  test(`${locale}, no JavaScript, phone: amount (other, then a preset) and donor steps up to the card step, which needs script; Stripe is never asked`, async ({ page }) => {
    await inLanguage(page, locale);
    const intentsBefore = stripeApi.intents.size;
    await page.goto(`${site.url}/donate`);
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: t.prompt })).toBeVisible();

    // Continue with nothing, then a refused amount: the server answers with the mistake on the field.
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page.locator('.field__error')).toHaveText(t.prompt);
    await page.getByLabel(t.custom).fill('0.5');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page.locator('.field__error')).toHaveText(t.tooSmall);
    await expect(page.getByLabel(t.custom)).toHaveValue('0.5');
    await expect(page.getByLabel(t.custom)).toBeFocused();

    // Another amount goes on; Back comes back to it; then a preset goes straight on.
    await page.getByLabel(t.custom).fill('30');
    await page.getByRole('button', { name: t.continue, exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.donorHeading })).toBeVisible();
    await expect(page.getByText(t.other)).toBeVisible();
    await page.getByRole('link', { name: t.back }).click();
    await expect(page.getByLabel(t.custom)).toHaveValue('30');
    await page.getByRole('button', { name: '$25', exact: true }).click();
    await expect(page).toHaveURL(/\/donate\?frequency=once&amount=25/);
    await expect(page.getByRole('heading', { level: 2, name: t.donorHeading })).toBeVisible();
    await expect(page.getByText(t.chosen)).toBeVisible();

    // The donor step checked by the server: every mistake, what was typed, focus on the first.
    await page.getByLabel(t.email, { exact: true }).fill('maria@');
    await page.getByRole('button', { name: t.toPayment }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.summary })).toBeVisible();
    await expect(page.getByText(t.nameError)).toBeVisible();
    await expect(page.getByText(t.emailError)).toBeVisible();
    await expect(page.getByLabel(t.name)).toBeFocused();
    await expect(page.getByLabel(t.email, { exact: true })).toHaveValue('maria@');
    await expect(page.getByText(t.chosen)).toBeVisible();

    await page.getByLabel(t.name).fill('María López');
    await page.getByLabel(t.email, { exact: true }).fill('maria@example.org');
    await page.getByRole('checkbox', { name: t.anonymous }).check();
    await page.getByRole('button', { name: t.toPayment }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.paymentHeading })).toBeVisible();
    await expect(page.getByText(t.chosen)).toBeVisible();
    await expect(page.getByRole('note')).toContainText(t.needsScript);
    await expect(page.getByRole('note')).toContainText(t.nothingCharged);
    // No payment was started: Stripe is never asked without script.
    expect(stripeApi.intents.size).toBe(intentsBefore);
  });

  test(`${locale}, no JavaScript, phone: "Manage my giving" mails its link by a real post, and the link opens the donor's gifts`, async ({ page, request }) => {
    const email = `html-first-${locale}-${Date.now().toString(36)}@example.org`;
    await donorWhoGave(request, email);
    await inLanguage(page, locale);
    await page.goto(`${site.url}/donate`);
    await page.getByRole('link', { name: t.manage }).click();
    await expect(page).toHaveURL(`${site.url}/donate/manage`);

    // A wrong address: the page again, with the API's words on the field and what was typed.
    await page.getByLabel(t.manageEmail, { exact: true }).fill('nope');
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByLabel(t.manageEmail, { exact: true })).toHaveValue('nope');
    await expect(page.locator('.field__error')).toBeVisible();

    await page.getByLabel(t.manageEmail, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page).toHaveURL(`${site.url}/donate/manage?done=sent`);
    const said = page.getByRole('status').filter({ hasText: t.checkEmail });
    await expect(said).toContainText(t.sent);
    await expect(page.getByLabel(t.manageEmail, { exact: true })).toHaveValue('');

    // The gift's receipt may come first: wait for the link's own mail.
    const linkMail = async () => (await mailsTo(email, { dataDir: site.dataDir })).find((mail) => mail.subject === t.linkSubject);
    await expect.poll(linkMail, { timeout: 10_000 }).toBeTruthy();
    const link = (await linkMail())!;
    const url = new URL(/https?:\/\/\S+token=[\w-]+/.exec(link.text)![0]);
    await page.goto(`${site.url}${url.pathname}${url.search}`);
    await expect(page).toHaveURL(`${site.url}/donate/manage`);
    await expect(page.getByRole('heading', { name: t.gifts })).toBeVisible();
  });
}

test.describe('with script, every script 3 s late', () => {
  test.use({ javaScriptEnabled: true });

  for (const locale of ['en', 'es'] as const) {
    const t = donateTexts[locale];
    test(`${locale}, phone: the donor step typed and sent before the code came ends at the card step once the code runs; one payment started`, async ({ context }) => {
      test.setTimeout(60_000);
      // A page of its own (not the fixture's, which waits for the code at every page.goto).
      const page = await context.newPage();
      await inLanguage(page, locale);
      const scriptRequests = await useFakeStripeJs(page, stripeApi.url);
      await scriptsLate(page, 3_000);
      const intentsBefore = stripeApi.intents.size;
      const donor = `Late ${locale === 'en' ? 'Donor' : 'Donante'} ${Date.now().toString(36)}`;

      await page.goto(`${site.url}/donate?frequency=once&amount=25`, { waitUntil: 'commit' });
      await page.getByLabel(t.name).fill(donor);
      await page.getByLabel(t.email, { exact: true }).fill('late@example.org');
      expect(await codeHasCome(page), 'Continue to payment pressed before the code came').toBe(false);
      const nativePost = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
      await page.getByRole('button', { name: t.toPayment }).click();
      await nativePost;

      // The server's answer is the card step; once its code runs (3 s late again) the payment starts and the card form opens.
      await expect(page.getByRole('heading', { level: 2, name: t.paymentHeading })).toBeVisible();
      await expect(page.getByLabel(t.card)).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(t.chosen)).toBeVisible();
      expect(scriptRequests).toEqual(['https://js.stripe.com/endive/stripe.js']);
      const started = [...stripeApi.intents.values()].slice(intentsBefore);
      expect(started.map((intent) => intent.amount), 'one payment started, for $25').toEqual([2500]);
      await page.close();
    });
  }
});
