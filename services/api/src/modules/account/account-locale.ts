import type { Context } from 'koa';
import type { Knex } from 'knex';
import { STORAGE_KEYS } from '@reentry/contracts/locale';
import { accountLocale } from './account-profile.service.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * On sign-in: the account's saved language becomes this browser's (the `locale` cookie the pages are rendered
 * in, as a `?lang=` link sets it), so signing in on a new phone shows the site in it. A browser where a
 * language was already chosen (the cookie is there: the toggle or a `?lang=` link) keeps it: the person just
 * picked it on this device, and a shared tablet's next reader is not switched by the last one's account.
 */
export async function applyAccountLocale(knex: Knex, ctx: Context, userId: number): Promise<void> {
  if (ctx.cookies.get(STORAGE_KEYS.locale)) return;
  const locale = await accountLocale(knex, userId);
  if (locale) ctx.cookies.set(STORAGE_KEYS.locale, locale, { signed: false, httpOnly: false, sameSite: 'lax', maxAge: ONE_YEAR_MS });
}
