import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import { UnauthenticatedError } from '../../errors.js';
import { composeMail } from '../mail/compose.js';
import { enqueueMail } from '../mail/outbox.service.js';

/** A "Manage my giving" link works once, for this long; the donor session it opens lasts as long. */
export const GIVING_LINK_MINUTES = 30;
export const GIVING_LINK_KIND = 'giving-link';

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const words = {
  en: {
    subject: 'Your link to manage your giving',
    body: [
      'Hello,',
      'Someone asked to see the gifts made with this email address. To see your gifts and receipts, or to change or stop a monthly gift, open this link:',
    ],
    valid: (minutes: number) => `The link works for ${minutes} minutes, and only once.`,
    notYou: 'Did not ask for this? You can ignore this email. Nobody can see your gifts without this link.',
  },
  es: {
    subject: 'Su enlace para administrar sus donaciones',
    body: [
      'Hola:',
      'Alguien pidió ver las donaciones hechas con este correo electrónico. Para ver sus donaciones y recibos, o para cambiar o detener una donación mensual, abra este enlace:',
    ],
    valid: (minutes: number) => `El enlace funciona durante ${minutes} minutos y solo una vez.`,
    notYou: '¿No lo pidió usted? Puede ignorar este correo. Nadie puede ver sus donaciones sin este enlace.',
  },
} as const;

/** Whether the address ever gave (a paid gift, or a monthly gift Stripe knows). */
async function everGave(knex: Knex, email: string): Promise<boolean> {
  const donation = await knex('donations').where({ donorEmail: email }).whereIn('status', ['succeeded', 'refunded']).first('id');
  if (donation) return true;
  return Boolean(await knex('monthly_gifts').where({ donorEmail: email }).whereNot({ status: 'incomplete' }).first('id'));
}

/**
 * Mails a single-use link to an address that gave; does nothing for one that never did. The caller answers
 * the same either way (and has counted its rate limits first), so the answer never tells who gave.
 */
export async function requestGivingLink(knex: Knex, publicUrl: string, email: string, locale: Locale): Promise<boolean> {
  if (!(await everGave(knex, email))) return false;
  const token = randomBytes(32).toString('base64url');
  const link = new URL(`/api/donations/manage/open?token=${token}`, publicUrl).toString();
  const w = words[locale];
  await knex.transaction(async (trx) => {
    await trx('giving_links').insert({ tokenHash: hashOf(token), email, expiresAt: trx.raw(`now() + interval '${GIVING_LINK_MINUTES} minutes'`) });
    await enqueueMail(trx, composeMail({ kind: GIVING_LINK_KIND, to: email, subject: w.subject, locale, paragraphs: [...w.body, link, w.valid(GIVING_LINK_MINUTES), w.notYou] }));
  });
  return true;
}

/** Uses a link's token (once, before it expires, atomically); returns the donor's address, or undefined. */
export async function useGivingLink(knex: Knex, token: string): Promise<string | undefined> {
  const [row] = (await knex('giving_links')
    .where({ tokenHash: hashOf(token) })
    .whereNull('usedAt')
    .andWhere('expiresAt', '>', knex.fn.now())
    .update({ usedAt: knex.fn.now() })
    .returning('email')) as { email: string }[];
  return row?.email;
}

interface DonorSession {
  donorEmail?: string;
  donorUntil?: number;
}

/** Opens a short donor session in the visitor's session: no account, only this address, for 30 minutes. */
export function startDonorSession(ctx: Context, email: string): void {
  const session = ctx.session as DonorSession;
  session.donorEmail = email;
  session.donorUntil = Date.now() + GIVING_LINK_MINUTES * 60_000;
}

export function endDonorSession(ctx: Context): void {
  const session = ctx.session as DonorSession;
  delete session.donorEmail;
  delete session.donorUntil;
}

/** The donor's address from their link session, if it has one that has not expired. */
export function donorEmailIfAny(ctx: Context): string | undefined {
  const { donorEmail, donorUntil } = (ctx.session ?? {}) as DonorSession;
  return typeof donorEmail === 'string' && typeof donorUntil === 'number' && donorUntil >= Date.now() ? donorEmail : undefined;
}

/** The donor's address from their link session, or 401 (asks them for a new link). */
export function donorEmailOf(ctx: Context): string {
  const email = donorEmailIfAny(ctx);
  if (!email) throw new UnauthenticatedError('api.donations.givingLinkNeeded');
  return email;
}
