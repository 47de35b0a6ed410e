import { apiPost } from '../api-client.js';
import { donor, startDonation, WEBHOOK_SECRET } from '../donations-kit.js';
import { signedWebhook, stripeEvent } from '../fake-stripe.js';
import { deliverEvent, donationsOf, giftOf, givingLinkFor, invoicePaid, signInAsDonor, startMonthly } from '../monthly-kit.js';
import type { Call } from './call.js';
import type { Fixtures } from './fixture.js';
import type { World } from './world.js';

let ip = 0;
const freshIp = () => `198.51.100.${(ip += 1)}`;

/** A donor with one paid monthly gift, signed in to "Manage my giving". */
async function monthlyDonor(w: World) {
  const email = `${w.unique('donor-')}@example.org`;
  const { subscription } = await startMonthly(w.app, w.stripe, 20, { email });
  await deliverEvent(w.app, invoicePaid(w.stripe, subscription!.id, 'subscription_create'));
  const gift = (await giftOf(w.knex, subscription!.id)) as { id: number };
  const [donation] = (await donationsOf(w.knex, subscription!.id)) as { id: number }[];
  return { email, giftId: gift.id, donationId: donation!.id, cookie: await signInAsDonor(w.app, w.knex, email, freshIp()) };
}

const asDonor = (call: (d: Awaited<ReturnType<typeof monthlyDonor>>) => Call) => ({
  success: async (w: World) => call(await monthlyDonor(w)),
});

/** One-time and monthly gifts against the fake Stripe, and "Manage my giving". */
export const donationFixtures: Fixtures = {
  'POST /api/create-payment-intent': { success: async () => ({ body: { amount: 25, ...donor } }) },
  'POST /api/donations': {
    success: async (w) => {
      const { intentId } = await startDonation(w.app, 25);
      w.stripe.update(intentId!, { status: 'succeeded', amount_received: 2500 });
      return { body: { stripePaymentIntentId: intentId } };
    },
  },
  'POST /api/donations/monthly': { success: async (w) => ({ body: { amount: 15, ...donor, donorEmail: `${w.unique('monthly-')}@example.org` } }) },
  'POST /api/stripe/webhook': {
    success: async () => {
      const event = stripeEvent('customer.created', { id: 'cus_contract', object: 'customer' });
      return { body: event, headers: { 'Stripe-Signature': signedWebhook(event, WEBHOOK_SECRET).signature } };
    },
  },
  'POST /api/donations/manage-link': { success: async (w) => ({ body: { email: (await monthlyDonor(w)).email } }) },
  'GET /api/donations/manage/open': {
    status: 303,
    success: async (w) => {
      const email = `${w.unique('opener-')}@example.org`;
      const { subscription } = await startMonthly(w.app, w.stripe, 20, { email });
      await deliverEvent(w.app, invoicePaid(w.stripe, subscription!.id, 'subscription_create'));
      await apiPost(w.app, '/api/donations/manage-link', { email });
      return { query: (await givingLinkFor(w.knex, email)).split('?')[1] };
    },
  },
  'GET /api/donations/mine': asDonor(({ cookie }) => ({ cookie })),
  'POST /api/donations/mine/sign-out': asDonor(({ cookie }) => ({ cookie })),
  'GET /api/donations/mine/receipts/{id}': asDonor(({ cookie, donationId }) => ({ cookie, params: { id: donationId } })),
  'GET /api/donations/mine/statements/{year}': asDonor(({ cookie }) => ({ cookie, params: { year: new Date().getFullYear() } })),
  'POST /api/donations/mine/monthly/{id}/amount': {
    ...asDonor(({ cookie, giftId }) => ({ cookie, params: { id: giftId }, body: { amount: 30 } })),
    probe: async (w) => {
      const { cookie, giftId } = await monthlyDonor(w);
      return { cookie, params: { id: giftId } };
    },
  },
  'POST /api/donations/mine/monthly/{id}/card': asDonor(({ cookie, giftId }) => ({ cookie, params: { id: giftId } })),
  'POST /api/donations/mine/monthly/{id}/stop': asDonor(({ cookie, giftId }) => ({ cookie, params: { id: giftId } })),
  'POST /api/admin/donations/statements': {
    success: async (w) => ({ cookie: await w.cookieFor('admin'), body: { email: (await monthlyDonor(w)).email, year: new Date().getFullYear() } }),
  },
};

