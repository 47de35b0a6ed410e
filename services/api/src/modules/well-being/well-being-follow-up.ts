import type { Knex } from 'knex';
import { WELL_BEING_FOLLOW_UP_DAYS } from '@reentry/contracts/well-being';
import { enqueueMail } from '../mail/outbox.service.js';
import { wellBeingFollowUpMail } from './well-being.mail.js';

/** Where the mailed link opens (a signed-in page of the learning site). */
export const WELL_BEING_PATH = '/account/well-being';
const BATCH = 200;

/**
 * The 90-day well-being mail (issue 40), run by the server's cleanup timer on every replica: learners who
 * answered at sign-up, signed up 90 or more days ago, have not answered again, have a confirmed address (a
 * mail about this course must not reach a stranger) and were never mailed. Each is marked in the same
 * transaction as its queued mail, rows locked with SKIP LOCKED, so two replicas never mail one person twice.
 * Returns how many were queued.
 */
export async function sendWellBeingFollowUps(knex: Knex, publicUrl: string): Promise<number> {
  return knex.transaction(async (trx) => {
    const due = (await trx('users as u')
      .whereNull('u.wellBeingMailedAt')
      .whereNull('u.deletedAt')
      .whereNotNull('u.email')
      .whereNotNull('u.emailVerifiedAt')
      .where('u.createdAt', '<=', trx.raw(`now() - interval '${WELL_BEING_FOLLOW_UP_DAYS} days'`))
      .whereExists((q) => q.select(trx.raw('1')).from('well_being_answers as s').whereRaw('s.user_id = u.id').where('s.round', 'sign-up'))
      .whereNotExists((q) => q.select(trx.raw('1')).from('well_being_answers as f').whereRaw('f.user_id = u.id').where('f.round', 'follow-up'))
      .orderBy('u.id')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .select('u.id', 'u.email', 'u.locale')) as { id: number; email: string; locale: string | null }[];
    for (const user of due) {
      const locale = user.locale === 'es' ? 'es' : 'en';
      await enqueueMail(trx, wellBeingFollowUpMail({ to: user.email, link: new URL(WELL_BEING_PATH, publicUrl).toString(), locale }));
      await trx('users').where({ id: user.id }).update({ wellBeingMailedAt: trx.fn.now() });
    }
    return due.length;
  });
}
