import {
  adminMonthlyDonorsSchema,
  changeMonthlyAmountRequestSchema,
  createMonthlyGiftRequestSchema,
  createMonthlyGiftResponseSchema,
  donorGivingSchema,
  giftIdParamSchema,
  manageLinkRequestSchema,
  manageOpenQuerySchema,
  myGivingResponseSchema,
  resendStatementRequestSchema,
  statementYearSchema,
} from '@reentry/contracts/monthly-giving';
import { z } from 'zod';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Donations';
const params = z.object({ id: giftIdParamSchema });
const donor = 'Needs the donor session a "Manage my giving" link opens (30 minutes); 401 without it.';

export const monthlyGivingApiDocs = defineRoutes([
  {
    method: 'post', path: '/api/donations/monthly', access: 'anyone', tag, summary: 'Start a monthly gift: a Stripe subscription at a Price the server picks for the amount', body: createMonthlyGiftRequestSchema(), rateLimited: true, idempotencyKey: true,
    description: 'Same amount rules as a one-time gift. Limited per address, per donor email and for the whole site before Stripe is called. Each paid invoice (webhook `invoice.paid`) becomes one donation with a receipt.',
    errors: [503],
    responses: { 200: { description: 'The client secret of the first invoice, for the Payment Element.', schema: createMonthlyGiftResponseSchema } },
  },
  {
    method: 'post', path: '/api/donations/manage-link', access: 'anyone', tag, summary: 'Mail a single-use "Manage my giving" link', body: manageLinkRequestSchema, rateLimited: true,
    description: 'The same answer whether or not the address gave; a mail goes only to an address that did. The link works once, for 30 minutes.',
    responses: { 202: { description: 'A translated message.', schema: z.object({ message: z.string() }) } },
  },
  {
    method: 'get', path: '/api/donations/manage/open', access: 'anyone', tag, summary: 'Open a "Manage my giving" link: uses the token, starts the donor session, redirects', query: manageOpenQuerySchema,
    responses: { 303: { description: 'To /donate/manage (or /donate/manage?link=expired for a used, old or unknown link).' } },
  },
  {
    method: 'get', path: '/api/donations/mine', access: 'anyone', tag, summary: 'The donor\'s gifts, monthly gifts and statement years',
    description: 'With a donor session (opened by a mailed link): `giving` is the donor\'s giving. Without one (a normal visit): `{ giving: null }`, not an error.',
    responses: { 200: { description: 'Amounts in cents.', schema: myGivingResponseSchema } },
  },
  {
    method: 'post', path: '/api/donations/mine/sign-out', access: 'anyone', tag, summary: 'End the donor session',
    responses: { 204: { description: 'Ended.' } },
  },
  {
    method: 'get', path: '/api/donations/mine/receipts/:id', access: 'anyone', tag, summary: 'One of the donor\'s receipts as a one-page PDF', params, description: donor, errors: [401, 404],
    responses: { 200: { description: 'PDF (attachment; no-store).', schema: z.string(), contentType: 'application/pdf' } },
  },
  {
    method: 'post', path: '/api/donations/mine/monthly/:id/amount', access: 'anyone', tag, summary: 'Change a monthly gift\'s amount from the next payment on', params, body: changeMonthlyAmountRequestSchema(), rateLimited: true, description: donor, errors: [401, 404, 503],
    responses: { 200: { description: 'The donor\'s giving after the change; a confirmation mail is queued.', schema: donorGivingSchema } },
  },
  {
    method: 'post', path: '/api/donations/mine/monthly/:id/card', access: 'anyone', tag, summary: 'A Stripe Customer Portal page to update the card', params, rateLimited: true, description: donor, errors: [401, 404, 503],
    responses: { 200: { description: 'The portal\'s one-time URL.', schema: z.object({ url: z.string() }) } },
  },
  {
    method: 'post', path: '/api/donations/mine/monthly/:id/stop', access: 'anyone', tag, summary: 'Stop a monthly gift now', params, rateLimited: true, description: donor, errors: [401, 404, 503],
    responses: { 200: { description: 'The donor\'s giving after the change; a confirmation mail is queued.', schema: donorGivingSchema } },
  },
  {
    method: 'get', path: '/api/donations/mine/statements/:year', access: 'anyone', tag, summary: 'The donor\'s giving statement for a year as a one-page PDF', params: z.object({ year: statementYearSchema }), description: donor, errors: [401, 404],
    responses: { 200: { description: 'PDF (attachment; no-store): every gift, the total, the organisation\'s legal name and tax ID.', schema: z.string(), contentType: 'application/pdf' } },
  },
  {
    method: 'get', path: '/api/admin/donations/monthly-donors', access: 'admin', tag, summary: 'Running monthly gifts (active or retrying a failed renewal), newest first',
    responses: { 200: { description: 'Amounts in cents a month; the total counts active gifts.', schema: adminMonthlyDonorsSchema } },
  },
  {
    method: 'post', path: '/api/admin/donations/statements', access: 'admin', tag, summary: 'Send a donor\'s statement for a year again', body: resendStatementRequestSchema, errors: [404],
    responses: { 202: { description: 'Queued in the mail outbox (audited).', schema: z.object({ queued: z.literal(true) }) } },
  },
]);
