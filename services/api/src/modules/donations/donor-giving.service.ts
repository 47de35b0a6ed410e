import type { Knex } from 'knex';
import type { DonorGiving } from '@reentry/contracts/monthly-giving';
import type { Locale } from '@reentry/contracts/locale';
import { writeAudit } from '../audit/audit.service.js';
import { enqueueMail } from '../mail/outbox.service.js';
import { donationReceipt } from './donation-receipt.js';
import { DonationNotFoundError, requireGateway, type DonationsDeps } from './donations.service.js';
import { DonationModel } from './donations.model.js';
import { givingPdf } from './giving-pdf.js';
import { MonthlyGiftModel } from './monthly-gift.model.js';
import { manageGivingUrl, monthlyGiftMail } from './monthly-mails.js';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const PAID = ['succeeded', 'refunded'];

/** Years (in the organisation's time zone) in which the address gave. */
export async function givingYears(knex: Knex, email: string, timeZone: string): Promise<number[]> {
  const rows = (await knex('donations')
    .where({ donorEmail: email })
    .whereIn('status', PAID)
    .distinct(knex.raw('extract(year from succeeded_at at time zone ?)::integer as year', [timeZone]))
    .orderBy('year', 'desc')) as { year: number }[];
  return rows.map((row) => row.year);
}

/** Everything the address gave: paid donations (newest first) and its monthly gifts that started. */
export async function donorGiving(knex: Knex, email: string, timeZone: string): Promise<DonorGiving> {
  const donations = await DonationModel.query(knex).where({ donorEmail: email }).whereIn('status', PAID).orderBy([{ column: 'succeededAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  const gifts = await MonthlyGiftModel.query(knex).where({ donorEmail: email }).whereNot({ status: 'incomplete' }).orderBy('id', 'desc');
  return {
    email,
    donations: donations.map((d) => ({ id: d.id, amount: d.amount, currency: d.currency, frequency: d.monthlyGiftId ? 'monthly' : 'once', status: d.status, succeededAt: iso(d.succeededAt) })),
    monthlyGifts: gifts.map((g) => ({ id: g.id, amount: g.amount, currency: g.currency, status: g.status, startedAt: iso(g.startedAt) })),
    statementYears: await givingYears(knex, email, timeZone),
  };
}

/** A paid donation of this address as its receipt, a one-page PDF (404 for anyone else's). */
export async function receiptPdf(deps: DonationsDeps, email: string, donationId: number, locale: Locale): Promise<Uint8Array> {
  const donation = await DonationModel.query(deps.knex).findById(donationId).where({ donorEmail: email }).whereIn('status', PAID);
  if (!donation) throw new DonationNotFoundError();
  const mail = donationReceipt({ ...donation, succeededAt: donation.succeededAt ?? donation.createdAt, locale }, await deps.organisation.details(deps.knex), deps.timeZone);
  return givingPdf(mail.subject, mail.text, locale);
}

/** The address's running monthly gift `id`, locked in `trx`, or 404. */
async function ownedGift(trx: Knex, email: string, id: number): Promise<MonthlyGiftModel> {
  const gift = await MonthlyGiftModel.query(trx).findById(id).where({ donorEmail: email }).whereIn('status', ['active', 'past_due']).whereNotNull('stripeSubscriptionId').forUpdate();
  if (!gift) throw new DonationNotFoundError();
  return gift;
}

const donorActor = null;

/** Changes the monthly amount (from the next payment on): Stripe first, then the gift, the audit and a mail. */
export async function changeMonthlyAmount(deps: DonationsDeps, email: string, id: number, amountCents: number): Promise<void> {
  const gateway = requireGateway(deps);
  const gift = await ownedGift(deps.knex, email, id);
  if (gift.amount === amountCents) return;
  await gateway.changeSubscriptionAmount(gift.stripeSubscriptionId!, amountCents, gift.currency);
  await deps.knex.transaction(async (trx) => {
    const locked = await ownedGift(trx, email, id);
    // Synced with Stripe now: a subscription event made before this change (Stripe sends them in any order)
    // must not put the old amount back (monthly-webhook.ts ignores events older than stripeSyncedAt).
    const updated = await MonthlyGiftModel.query(trx).patchAndFetchById(locked.id, { amount: amountCents, stripeSyncedAt: trx.fn.now(), updatedAt: trx.fn.now() });
    await writeAudit(trx, { actor: donorActor, action: 'monthly_gift.amount_changed', targetType: 'monthly_gift', targetId: id, detail: { by: 'donor', from: locked.amount, to: amountCents } });
    await enqueueMail(trx, monthlyGiftMail('amountChanged', updated, deps.publicUrl));
  });
}

/** Stops the monthly gift now: Stripe cancels the subscription, then the gift ends with a confirmation mail. */
export async function stopMonthlyGift(deps: DonationsDeps, email: string, id: number): Promise<void> {
  const gateway = requireGateway(deps);
  const gift = await ownedGift(deps.knex, email, id);
  await gateway.cancelSubscription(gift.stripeSubscriptionId!);
  await deps.knex.transaction(async (trx) => {
    const locked = await MonthlyGiftModel.query(trx).findById(gift.id).forUpdate();
    if (!locked || locked.status === 'cancelled') return; // Stripe's webhook came first: it already ended.
    await MonthlyGiftModel.query(trx).patchAndFetchById(gift.id, { status: 'cancelled', cancelledAt: trx.fn.now(), updatedAt: trx.fn.now() });
    await writeAudit(trx, { actor: donorActor, action: 'monthly_gift.stopped', targetType: 'monthly_gift', targetId: id, detail: { by: 'donor' } });
    await enqueueMail(trx, monthlyGiftMail('stopped', locked, deps.publicUrl));
  });
}

/** A Stripe Customer Portal page where the donor updates the card; it comes back to "Manage my giving". */
export async function cardUpdateUrl(deps: DonationsDeps, email: string, id: number, locale: Locale): Promise<string> {
  const gateway = requireGateway(deps);
  const gift = await ownedGift(deps.knex, email, id);
  return gateway.cardUpdateUrl(gift.stripeCustomerId!, manageGivingUrl(deps.publicUrl), locale);
}
