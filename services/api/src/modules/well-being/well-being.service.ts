import type { Knex } from 'knex';
import { WELL_BEING_FOLLOW_UP_DAYS, WELL_BEING_SIGN_UP_DAYS, type MyWellBeing, type WellBeingRound, type WellBeingSubmission } from '@reentry/contracts/well-being';
import { AppError, UnauthenticatedError } from '../../errors.js';
import { wellBeingScore } from './well-being-score.js';

export class WellBeingNotDueError extends AppError {
  constructor() {
    super(409, 'CONFLICT', 'These questions are not open for you right now.', { messageId: 'api.wellBeing.notDue' });
  }
}

interface Standing {
  ageDays: number;
  rounds: { round: WellBeingRound; score: number; createdAt: Date }[];
}

async function standing(db: Knex, userId: number, lock = false): Promise<Standing | undefined> {
  const query = db('users').where({ id: userId }).whereNull('deletedAt').first(db.raw('extract(epoch from now() - created_at) / 86400 as "ageDays"'));
  const user = (await (lock ? query.forUpdate() : query)) as { ageDays: number } | undefined;
  if (!user) return undefined;
  const rounds = (await db('well_being_answers').where({ userId }).orderBy('createdAt').select('round', 'score', 'createdAt')) as Standing['rounds'];
  return { ageDays: Number(user.ageDays), rounds };
}

/**
 * Which round is open: the first within WELL_BEING_SIGN_UP_DAYS of sign-up; the second from
 * WELL_BEING_FOLLOW_UP_DAYS on, for a learner who answered the first (the figures compare the same people).
 */
function dueRound({ ageDays, rounds }: Standing): WellBeingRound | null {
  const has = (round: WellBeingRound) => rounds.some((row) => row.round === round);
  if (!has('sign-up')) return ageDays < WELL_BEING_SIGN_UP_DAYS ? 'sign-up' : null;
  return !has('follow-up') && ageDays >= WELL_BEING_FOLLOW_UP_DAYS ? 'follow-up' : null;
}

/** `GET /api/account/well-being`. */
export async function myWellBeing(knex: Knex, userId: number): Promise<MyWellBeing> {
  const found = await standing(knex, userId);
  if (!found) throw new UnauthenticatedError();
  return {
    due: dueRound(found),
    answers: found.rounds.map((row) => ({ round: row.round, score: row.score, answeredAt: new Date(row.createdAt).toISOString() })),
  };
}

/** `POST /api/account/well-being`: keeps the replies and the CFPB score of the open round; 409 when none is open. */
export async function answerWellBeing(trx: Knex.Transaction, userId: number, input: WellBeingSubmission) {
  const found = await standing(trx, userId, true);
  if (!found) throw new UnauthenticatedError();
  const round = dueRound(found);
  if (!round) throw new WellBeingNotDueError();
  const score = wellBeingScore(input.answers, input.ageGroup);
  await trx('well_being_answers').insert({ userId, round, answers: input.answers, ageGroup: input.ageGroup, score });
  return { round, score };
}
