import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import type { CreateCall, StripeFault } from '../support/fake-stripe-api';
import { useFakeStripeJs } from '../support/fake-stripe-js';
import { holdEveryScript } from '../support/late-scripts';
import { touchPage } from '../support/preferences';
import { donateTexts, type DonateTexts } from '../support/donate-texts';
import { adminDonations, deliverWebhook, startDonateSite, type DonateSite } from '../support/donate-site';

// Fault 5 of docs/faults.md, as a donor meets it: Stripe is down, slow, or answers 500 when they press
// "Continue to payment". The page says so plainly, in their language, within seconds; when Stripe is back,
// pressing again makes one PaymentIntent (the same keys all the way to Stripe) and one donation.
// Where (issue 42): spec section 8's "Error" and the server's words in the donor form's panel, read out and
// focused, whether the page's code sent the press or the browser did before the code came (then the code resends it).
// Its own site and fake Stripe; page.route must see the page's own API calls, so no service worker.
test.use({ serviceWorkers: 'block' });

let donate: DonateSite;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  donate = await startDonateSite();
});
test.afterEach(() => donate.stripeApi.setFault(null));
test.afterAll(async () => {
  await donate?.stop();
});

/** What the page reads out at once (an alert, or aria-live="assertive"), kept for the test to read. */
async function listenForAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { announced: string[] }).announced = heard;
    new MutationObserver(() => {
      for (const node of document.querySelectorAll('[role="alert"], [aria-live="assertive"]')) {
        const text = node.textContent?.trim();
        if (text && !heard.includes(text)) heard.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { announced: string[] }).announced);
}

/** The Idempotency-Key of every "start the payment" request the page sends. */
function startKeys(page: Page): string[] {
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/create-payment-intent') keys.push(request.headers()['idempotency-key'] ?? '');
  });
  return keys;
}

interface FaultCase {
  fault: StripeFault;
  locale: 'en' | 'es';
  donor: string;
  /** The longest the donor waits for the message after pressing Continue to payment. */
  withinMs: number;
}

/** From /donate to the donor step with the donor's details typed in (`arrived`: once /donate has loaded). */
async function toDonorStep(page: Page, c: FaultCase, t: DonateTexts, arrived?: () => Promise<unknown>) {
  await page.goto(`${donate.site.url}/donate${c.locale === 'es' ? '?lang=es' : ''}`);
  await arrived?.();
  // A preset goes straight on to the donor step (the amount step is a GET form, issue 42).
  await page.getByRole('button', { name: '$25', exact: true }).click();
  await page.getByLabel(t.name).fill(c.donor);
  await page.getByLabel(t.email, { exact: true }).fill(`${c.donor.split(' ')[0]!.toLowerCase()}@example.org`);
}

/**
 * The donor step says it: spec section 8's "Error" and the server's words in the form's panel, which takes
 * focus; still the donor step, what was typed kept, ready to try again with one press. Nothing in a toast.
 */
async function expectSaidAtTheForm(page: Page, c: FaultCase, t: DonateTexts, started: number) {
  const said = page.getByRole('alert').filter({ hasText: t.paymentsDown });
  await expect(said).toBeVisible({ timeout: c.withinMs });
  const waited = Date.now() - started;
  expect(waited, 'the message came within the budget').toBeLessThan(c.withinMs);
  await expect(said.getByText(t.paymentsDown, { exact: true })).toBeVisible();
  await expect(said.getByText(t.errorTitle, { exact: true })).toBeVisible();
  await expect(said).toBeFocused();
  await expect(page.getByRole('heading', { level: 2, name: t.donorHeading })).toBeVisible();
  await expect(page.getByLabel(t.name)).toHaveValue(c.donor);
  const toPayment = page.getByRole('button', { name: t.toPayment });
  await expect(toPayment).not.toHaveAttribute('aria-disabled');
  await expect(page.getByLabel(t.card)).toHaveCount(0);
  await expect(page.getByText(t.paymentsDown), 'said in one place').toHaveCount(1);
  return { toPayment, waited };
}

/**
 * Continue to payment, sent by the page's code, while Stripe is broken: the donor step says so. Returns the
 * Stripe creates seen so far and the button.
 */
async function pressWhileBroken(page: Page, c: FaultCase) {
  const t: DonateTexts = donateTexts[c.locale];
  await toDonorStep(page, c, t);
  // The preset may have been the browser's own GET (before the code), and the typing done before the page
  // listened for a first touch: the learner's next move is one, and the code comes.
  await touchPage(page);
  donate.stripeApi.setFault(c.fault);
  const firstCall = donate.stripeApi.creates.length;
  const started = Date.now();
  await page.getByRole('button', { name: t.toPayment }).click();
  const { toPayment, waited } = await expectSaidAtTheForm(page, c, t, started);
  return { t, toPayment, firstCall, waited };
}

/** Stripe is back: the same press gives the card form; the donor pays and sees the thank-you. */
async function pressAgainAndPay(page: Page, t: DonateTexts, toPayment: Locator) {
  donate.stripeApi.setFault(null);
  await toPayment.click();
  await expect(page.getByRole('heading', { level: 2, name: t.paymentHeading })).toBeVisible();
  await page.getByLabel(t.card).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: t.pay }).click();
  await expect(page.getByRole('heading', { level: 2, name: t.thanks })).toBeVisible();
}

/** Every create Stripe saw for this attempt carried one idempotency key, and exactly one made an intent. */
async function expectOneIntent(firstCall: number): Promise<{ calls: CreateCall[]; intentId: string }> {
  await donate.stripeApi.settled();
  const calls = donate.stripeApi.creates.slice(firstCall);
  expect(new Set(calls.map((call) => call.idempotencyKey)).size, 'one Stripe idempotency key').toBe(1);
  expect(calls[0]!.idempotencyKey).toMatch(/^donation-[0-9a-f-]{36}$/);
  const created = calls.filter((call) => call.outcome === 'created');
  expect(created, 'PaymentIntents created').toHaveLength(1);
  const intentId = created[0]!.intentId!;
  expect([...donate.stripeApi.intents.values()].filter((intent) => intent.metadata.donation_reference === calls[0]!.donationReference)).toHaveLength(1);
  return { calls, intentId };
}

/** The admin sees one donation from this donor, for that intent, and it ends succeeded. */
async function expectOneDonation(playwright: Parameters<typeof adminDonations>[0], donor: string, intentId: string) {
  const admin = await adminDonations(playwright, donate.site.url);
  await expect(async () => expect(await admin.rowsOf(donor)).toEqual([expect.objectContaining({ stripePaymentIntentId: intentId, status: 'succeeded', amount: 2500 })])).toPass({ timeout: 10_000 });
  await admin.dispose();
}

test('English: Stripe down; the page says payments are not working and to try again; the retry makes one donation', async ({ page, playwright }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const scriptRequests = await useFakeStripeJs(page, donate.stripeApi.url);
  const announced = await listenForAnnouncements(page);
  const keys = startKeys(page);
  const c: FaultCase = { fault: { kind: 'down' }, locale: 'en', donor: 'Nora Quinn', withinMs: 6_000 };

  const { t, toPayment, firstCall } = await pressWhileBroken(page, c);
  await expect.poll(announced).toContainEqual(expect.stringContaining(t.paymentsDown));
  expect(donate.stripeApi.creates.length, 'nothing reached a Stripe that is down').toBe(firstCall);
  expect(scriptRequests, 'no Stripe.js before there is a payment to take').toEqual([]);

  await pressAgainAndPay(page, t, toPayment);
  expect(keys, 'the page sent its attempt again with the same Idempotency-Key').toEqual([keys[0], keys[0]]);
  const { calls, intentId } = await expectOneIntent(firstCall);
  expect(calls.map((call) => call.outcome)).toEqual(['created']);
  await expectOneDonation(playwright, c.donor, intentId);
});

test('English, phone: Stripe down, Continue to payment pressed before the page\'s code came; once it runs the same words at the donor step, focused; the retry makes one donation', async ({ page, playwright }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await useFakeStripeJs(page, donate.stripeApi.url);
  const announced = await listenForAnnouncements(page);
  const keys = startKeys(page);
  const c: FaultCase = { fault: { kind: 'down' }, locale: 'en', donor: 'Ada Brooks', withinMs: 6_000 };
  const t = donateTexts.en;

  // Once /donate has loaded, no script comes until released: the preset and the donor form are the browser's own GET and post.
  let scripts!: { release(): void };
  await toDonorStep(page, c, t, async () => (scripts = await holdEveryScript(page)));
  donate.stripeApi.setFault(c.fault);
  const firstCall = donate.stripeApi.creates.length;
  const nativePost = page.waitForRequest((request) => request.isNavigationRequest() && request.method() === 'POST');
  await page.getByRole('button', { name: t.toPayment }).click();
  expect(new URL((await nativePost).url()).pathname).toBe('/donate');
  await expect(page.getByRole('heading', { level: 2, name: t.paymentHeading }), 'the server\'s answer: the card step').toBeVisible();
  expect(keys, 'no payment started before the code').toEqual([]);

  const started = Date.now();
  scripts.release();
  const { toPayment } = await expectSaidAtTheForm(page, c, t, started);
  await expect.poll(announced).toContainEqual(expect.stringContaining(t.paymentsDown));
  expect(donate.stripeApi.creates.length, 'nothing reached a Stripe that is down').toBe(firstCall);

  await pressAgainAndPay(page, t, toPayment);
  expect(keys, 'the code sent the post, then the retry, with the same Idempotency-Key').toEqual([keys[0], keys[0]]);
  const { calls, intentId } = await expectOneIntent(firstCall);
  expect(calls.map((call) => call.outcome)).toEqual(['created']);
  await expectOneDonation(playwright, c.donor, intentId);
});

test('Spanish, phone: Stripe too slow; the message comes within 6 s, and the intent Stripe made late is the one the retry pays', async ({ page, playwright }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await useFakeStripeJs(page, donate.stripeApi.url);
  const announced = await listenForAnnouncements(page);
  const keys = startKeys(page);
  // Longer than the server's 2 s per try: both tries time out, and Stripe makes the intent after that.
  const c: FaultCase = { fault: { kind: 'slow', seconds: 3 }, locale: 'es', donor: 'Lucía Ramos', withinMs: 6_000 };

  const { t, toPayment, firstCall, waited } = await pressWhileBroken(page, c);
  expect(waited, 'the server gave Stripe two tries of 2 s').toBeGreaterThan(4_000);
  await expect.poll(announced).toContainEqual(expect.stringContaining(t.paymentsDown));
  await donate.stripeApi.settled();
  expect(donate.stripeApi.creates.slice(firstCall).map((call) => call.outcome), 'both slow tries reached Stripe').toEqual(['created', 'replayed']);

  await pressAgainAndPay(page, t, toPayment);
  expect(keys).toEqual([keys[0], keys[0]]);
  const { calls, intentId } = await expectOneIntent(firstCall);
  expect(calls.map((call) => call.outcome)).toEqual(['created', 'replayed', 'replayed']);
  await expectOneDonation(playwright, c.donor, intentId);
});

test('Spanish: Stripe answers 500; after the retry, webhooks twice and before the browser\'s report settle the donation once', async ({ page, playwright, request }) => {
  await useFakeStripeJs(page, donate.stripeApi.url);
  const announced = await listenForAnnouncements(page);
  const keys = startKeys(page);
  const c: FaultCase = { fault: { kind: 'error500' }, locale: 'es', donor: 'Tomás Herrera', withinMs: 6_000 };

  const { t, toPayment, firstCall } = await pressWhileBroken(page, c);
  await expect.poll(announced).toContainEqual(expect.stringContaining(t.paymentsDown));
  // The server's SDK tried twice; Stripe made nothing.
  expect(donate.stripeApi.creates.slice(firstCall).map((call) => call.outcome)).toEqual(['failed', 'failed']);

  // The browser's own report waits until Stripe's webhook has come, twice (the same event, then a second one).
  let release!: () => void;
  let arrived!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const reportArrived = new Promise<void>((resolve) => (arrived = resolve));
  await page.route('**/api/donations', async (route) => {
    arrived();
    await held;
    await route.continue();
  });
  await pressAgainAndPay(page, t, toPayment);
  await reportArrived;
  const { intentId } = await expectOneIntent(firstCall);
  const intent = donate.stripeApi.intents.get(intentId)!;
  expect(intent.status).toBe('succeeded');
  const eventId = `evt_e2etwice${Date.now().toString(36)}`;
  for (const id of [eventId, eventId, `${eventId}b`]) expect((await deliverWebhook(request, donate.site.url, 'payment_intent.succeeded', intent, id)).status()).toBe(200);
  await expectOneDonation(playwright, c.donor, intentId);

  const report = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/donations');
  release();
  expect(await (await report).json()).toEqual({ status: 'succeeded', frequency: 'once' });
  // And a late one, after the browser's report: still one donation, still succeeded.
  expect((await deliverWebhook(request, donate.site.url, 'payment_intent.succeeded', intent)).status()).toBe(200);
  await expectOneDonation(playwright, c.donor, intentId);
  expect(keys).toEqual([keys[0], keys[0]]);
});
