import type { Context } from 'koa';
import type { Knex } from 'knex';
import { STORAGE_KEYS, isLocale, type Locale } from '@reentry/contracts/locale';
import { requestLocale } from '../../i18n/translate.js';
import { accountLocale } from './account-profile.service.js';

const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * The language the person is using the site in: this browser's (the `locale` cookie the pages are rendered
 * in, kept in step by the toggle and `?lang=` links), else the request's (the site's API client sends the
 * page's language as Accept-Language).
 */
export function visitorLocale(ctx: Context): Locale {
  const saved = ctx.cookies.get(STORAGE_KEYS.locale, { signed: false });
  return isLocale(saved) ? saved : requestLocale(ctx);
}

/**
 * On sign-in: the account's saved language becomes this browser's (the `locale` cookie the pages are rendered
 * in, as a `?lang=` link sets it), so signing in on a new phone shows the site in it. A browser where a
 * language was already chosen (the cookie is there: the toggle or a `?lang=` link) keeps it: the person just
 * picked it on this device, and a shared tablet's next reader is not switched by the last one's account.
 * An account with no language saved is given the one this browser uses (issue 39: "not chosen" was shown
 * to learners using the site in Spanish).
 */
export async function applyAccountLocale(knex: Knex, ctx: Context, userId: number): Promise<void> {
  const locale = await accountLocale(knex, userId);
  if (!locale) {
    // Made before sign-up kept the language: it takes the one it is being used in.
    await knex('users').where({ id: userId }).whereNull('locale').update({ locale: visitorLocale(ctx) });
    return;
  }
  if (ctx.cookies.get(STORAGE_KEYS.locale)) return;
  ctx.cookies.set(STORAGE_KEYS.locale, locale, { signed: false, httpOnly: false, sameSite: 'lax', maxAge: ONE_YEAR_MS });
}
