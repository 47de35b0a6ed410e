import Router from '@koa/router';
import type { Context } from 'koa';
import { changeMonthlyAmountRequestSchema, giftIdParamSchema, manageLinkRequestSchema, manageOpenQuerySchema, statementYearSchema } from '@reentry/contracts/monthly-giving';
import { requestLocale, translateFor } from '../../i18n/translate.js';
import { noStore } from '../../middleware/no-store.js';
import { parseBody, parseQuery } from '../../validation.js';
import type { DonationRouteDeps } from './donations.routes.js';
import { cardUpdateUrl, changeMonthlyAmount, donorGiving, receiptPdf, stopMonthlyGift } from './donor-giving.service.js';
import { statementPdf } from './giving-statements.service.js';
import { donorEmailIfAny, donorEmailOf, endDonorSession, requestGivingLink, startDonorSession, useGivingLink } from './giving-links.js';

const MANAGE_PAGE = '/donate/manage';

/** The gift or donation id in the path (a 400 for anything but a positive whole number). */
const idOf = (ctx: Context) => parseQuery(giftIdParamSchema, ctx, ctx.params.id);

/**
 * "Manage my giving" without an account: a single-use mailed link opens a 30-minute donor session, in which
 * the donor sees their gifts and receipts, and changes, re-cards or stops a monthly gift.
 */
export function manageGivingRoutes(deps: DonationRouteDeps): Router {
  const { knex, rateLimiter } = deps;
  const amountSchema = changeMonthlyAmountRequestSchema(deps.settings.maxAmountCents);
  const router = new Router();

  router.post('/api/donations/manage-link', noStore, async (ctx) => {
    const email = parseBody(manageLinkRequestSchema, ctx).email.toLowerCase();
    // Counted before any work, and the same answer whether or not the address gave.
    await rateLimiter.consume([
      { rule: 'givingLinkPerIp', subject: ctx.ip },
      { rule: 'givingLinkPerEmail', subject: email },
    ]);
    const sent = await requestGivingLink(knex, deps.publicUrl, email, requestLocale(ctx));
    deps.logger.info({ sent }, 'giving link requested');
    ctx.status = 202;
    ctx.body = { message: translateFor(ctx, 'api.donations.givingLinkSent') };
  });

  router.get('/api/donations/manage/open', noStore, async (ctx) => {
    // The token is in this URL once: used here, swapped for a session, and the browser moves to a clean URL.
    ctx.set('Referrer-Policy', 'no-referrer');
    const parsed = manageOpenQuerySchema.safeParse(ctx.query);
    const email = parsed.success ? await useGivingLink(knex, parsed.data.token) : undefined;
    if (email) startDonorSession(ctx, email);
    ctx.redirect(email ? MANAGE_PAGE : `${MANAGE_PAGE}?link=expired`);
    ctx.status = 303;
  });

  router.get('/api/donations/mine', noStore, async (ctx) => {
    // A visit without a donor session is normal (the page then offers the link form): 200, not 401.
    const email = donorEmailIfAny(ctx);
    ctx.body = { giving: email ? await donorGiving(knex, email, deps.timeZone) : null };
  });

  router.post('/api/donations/mine/sign-out', noStore, async (ctx) => {
    endDonorSession(ctx);
    ctx.status = 204;
  });

  router.get('/api/donations/mine/receipts/:id', noStore, async (ctx) => {
    const email = donorEmailOf(ctx);
    const id = idOf(ctx);
    const pdf = await receiptPdf(deps, email, id, requestLocale(ctx));
    ctx.type = 'application/pdf';
    ctx.attachment(`receipt-${id}.pdf`);
    ctx.body = Buffer.from(pdf);
  });

  router.get('/api/donations/mine/statements/:year', noStore, async (ctx) => {
    const email = donorEmailOf(ctx);
    const year = parseQuery(statementYearSchema, ctx, ctx.params.year);
    const pdf = await statementPdf(deps, email, year);
    ctx.type = 'application/pdf';
    ctx.attachment(`giving-statement-${year}.pdf`);
    ctx.body = Buffer.from(pdf);
  });

  /** The actions that call Stripe: limited per donor, before the call. */
  const limitDonor = (email: string) => rateLimiter.consume([{ rule: 'givingActionPerEmail', subject: email }]);

  router.post('/api/donations/mine/monthly/:id/amount', noStore, async (ctx) => {
    const email = donorEmailOf(ctx);
    const id = idOf(ctx);
    const { amountCents } = parseBody(amountSchema, ctx);
    await limitDonor(email);
    await changeMonthlyAmount(deps, email, id, amountCents);
    ctx.body = await donorGiving(knex, email, deps.timeZone);
  });

  router.post('/api/donations/mine/monthly/:id/card', noStore, async (ctx) => {
    const email = donorEmailOf(ctx);
    const id = idOf(ctx);
    await limitDonor(email);
    ctx.body = { url: await cardUpdateUrl(deps, email, id, requestLocale(ctx)) };
  });

  router.post('/api/donations/mine/monthly/:id/stop', noStore, async (ctx) => {
    const email = donorEmailOf(ctx);
    const id = idOf(ctx);
    await limitDonor(email);
    await stopMonthlyGift(deps, email, id);
    ctx.body = await donorGiving(knex, email, deps.timeZone);
  });

  return router;
}
