import { expect, test } from '../support/test';
import type { FakeStripeApi } from '../support/fake-stripe-api';
import { useFakeStripeJs } from '../support/fake-stripe-js';
import { donateTexts } from '../support/donate-texts';
import { adminDonations, deliverWebhook, startDonateSite, type DonateSite } from '../support/donate-site';
import { mailsTo } from '../support/outbox';
import type { SiteProcess } from '../support/site-process';

// Issue 33: a monthly gift with the fake Stripe.js and a fake Stripe API (Billing included), its receipt in
// the outbox after Stripe's signed invoice.paid, then "Manage my giving" through the mailed link: change
// the amount, stop. Both languages, on a 375 px phone. E2E_DONATE_PORT as in donate.spec.ts.
const basePort = Number(process.env.E2E_DONATE_PORT ?? 0);

let donateSite: DonateSite;
let stripeApi: FakeStripeApi;
let site: SiteProcess;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  donateSite = await startDonateSite(basePort);
  ({ stripeApi, site } = donateSite);
});
test.afterAll(async () => {
  await donateSite?.stop();
});

const words = {
  en: {
    monthly: 'Monthly',
    chosen: 'You are giving $25.00 each month.',
    started: 'Your monthly gift has started.',
    manage: 'Manage my giving',
    receipt: 'Thank you for your gift of $25.00',
    manageEmail: 'Email address',
    send: 'Send me a link',
    sent: 'If this email address gave to us, we sent it a link.',
    linkSubject: 'Your link to manage your giving',
    perMonth: (amount: string) => `${amount} each month`,
    newAmount: 'New monthly amount, in dollars',
    change: 'Change amount',
    changed: 'Your monthly gift has changed.',
    stop: 'Stop my monthly gift',
    stopConfirm: 'Yes, stop it now',
    stopped: 'Your monthly gift has stopped.',
    stoppedSubject: 'You stopped your monthly gift',
    receiptLink: 'Receipt (PDF)',
  },
  es: {
    monthly: 'Cada mes',
    chosen: 'Usted va a donar $25.00 cada mes.',
    started: 'Su donación mensual empezó.',
    manage: 'Administrar mis donaciones',
    receipt: 'Gracias por su donación de $25.00',
    manageEmail: 'Correo electrónico',
    send: 'Envíenme un enlace',
    sent: 'Si este correo electrónico donó, le enviamos un enlace.',
    linkSubject: 'Su enlace para administrar sus donaciones',
    perMonth: (amount: string) => `${amount} cada mes`,
    newAmount: 'Nueva cantidad mensual, en dólares',
    change: 'Cambiar la cantidad',
    changed: 'Su donación mensual cambió.',
    stop: 'Detener mi donación mensual',
    stopConfirm: 'Sí, detenerla ahora',
    stopped: 'Su donación mensual se detuvo.',
    stoppedSubject: 'Usted detuvo su donación mensual',
    receiptLink: 'Recibo (PDF)',
  },
};

for (const lang of ['en', 'es'] as const) {
  test(`${lang}, phone: give monthly, get the receipt, manage the gift through the emailed link`, async ({ page, playwright }) => {
    test.setTimeout(120_000);
    const t = { ...donateTexts[lang], ...words[lang] };
    const email = `monthly-${lang}@example.org`;
    await page.setViewportSize({ width: 375, height: 740 });
    await useFakeStripeJs(page, stripeApi.url);
    // A visit to "Manage my giving" without a donor session is normal: nothing red in the console.
    const problems: string[] = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

    await page.goto(`${site.url}/donate${lang === 'es' ? '?lang=es' : ''}`);
    await page.getByRole('radio', { name: t.monthly }).check();
    // A preset goes straight on to the donor step, which says the amount (issue 42).
    await page.getByRole('button', { name: '$25', exact: true }).click();
    await expect(page.getByText(t.chosen)).toBeVisible();
    await page.getByLabel(t.name).fill('Maria Lopez');
    await page.getByLabel(t.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.toPayment }).click();
    await page.getByLabel(t.card).fill('4242424242424242');
    await page.getByRole('button', { name: t.pay }).click();
    await expect(page.getByRole('heading', { level: 2, name: t.thanks })).toBeVisible();
    await expect(page.getByText(t.started)).toBeVisible();

    // Stripe tells the site the first invoice was paid: one donation and one receipt, in the donor's language.
    const subscription = [...stripeApi.billing.subscriptions.values()].at(-1)!;
    expect(subscription.items.data[0]!.price.unit_amount).toBe(2500);
    const invoice = stripeApi.billing.paidInvoice(subscription.id, 'subscription_create');
    expect((await deliverWebhook(page.request, site.url, 'invoice.paid', invoice)).status()).toBe(200);
    const [receipt] = await mailsTo(email, { dataDir: site.dataDir });
    expect(receipt!.text).toContain(t.receipt);
    const admin = await adminDonations(playwright, site.url);
    expect(await admin.rowsOf('Maria Lopez')).toContainEqual(expect.objectContaining({ amount: 2500, status: 'succeeded' }));
    await admin.dispose();

    // "Manage my giving": ask for the link, open it from the mail; the token leaves the address at once.
    // The thank-you links to it, as does the foot of /donate.
    await page.getByRole('link', { name: t.manage }).first().click();
    await page.getByLabel(t.manageEmail, { exact: true }).fill(email);
    await page.getByRole('button', { name: t.send }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    expect(problems).toEqual([]);
    const link = (await mailsTo(email, { count: 2, dataDir: site.dataDir })).find((mail) => mail.subject === t.linkSubject)!;
    const url = /https?:\/\/\S+token=[\w-]+/.exec(link.text)![0];
    await page.goto(`${site.url}${new URL(url).pathname}${new URL(url).search}`);
    await expect(page).toHaveURL(`${site.url}/donate/manage`);
    await expect(page.getByRole('link', { name: t.receiptLink })).toHaveCount(1);

    const gift = page.getByRole('article', { name: t.perMonth('$25.00') });
    await gift.getByLabel(t.newAmount).fill('40');
    await gift.getByRole('button', { name: t.change }).click();
    await expect(page.getByText(t.changed)).toBeVisible();
    await expect(page.getByRole('heading', { name: t.perMonth('$40.00') })).toBeVisible();
    expect(stripeApi.billing.subscriptions.get(subscription.id)!.items.data[0]!.price.unit_amount).toBe(4000);

    await page.getByRole('button', { name: t.stop }).click();
    await page.getByRole('button', { name: t.stopConfirm }).click();
    await expect(page.getByText(t.stopped)).toBeVisible();
    expect(stripeApi.billing.subscriptions.get(subscription.id)!.status).toBe('canceled');
    const mails = await mailsTo(email, { count: 4, dataDir: site.dataDir });
    expect(mails.map((mail) => mail.subject)).toContain(t.stoppedSubject);
    // The page fits a phone: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
