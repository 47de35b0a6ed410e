import { randomUUID } from 'node:crypto';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { claimCodeSchema } from '@reentry/contracts/claim';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { rosterPersonSchema } from '@reentry/contracts/roster';
import { apiGet, apiPost } from './api-client.js';
import { useClassCodes, type Account } from './class-codes-kit.js';

let addresses = 0;
/** A client address of its own (the kit trusts one proxy), so a test's attempts never count against another's. */
export const newIp = () => `198.51.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`;

/** The right answers of a module's quiz, in order; `wrongAt` turns the answers at `indexes` wrong. */
export const right = (moduleId: number) => getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer);
export const wrongAt = (answers: readonly QuizOptionValue[], ...indexes: number[]): QuizOptionValue[] =>
  answers.map((answer, i) => (indexes.includes(i) ? (answer === 'a' ? 'b' : 'a') : answer));

/**
 * Issue 41, section 3: a database and an app with the real rate limits, instructors with roster people and
 * paper sheets, and learners who claim them with the card's code.
 */
export function useClaim() {
  const kit = useClassCodes();
  const { state } = kit;

  async function personOf(teacher: Account, name = 'Luis Ortega'): Promise<number> {
    return rosterPersonSchema.parse((await apiPost(state.app, '/api/instructor/roster', { name }, { cookie: teacher.cookie })).body).id;
  }
  const sheet = (teacher: Account, rosterId: number, moduleId: number, answers = right(moduleId)) =>
    apiPost(state.app, '/api/instructor/paper-attempts', { rosterId, moduleId, answers }, { cookie: teacher.cookie, headers: { 'Idempotency-Key': randomUUID() } });
  /** Sheets that pass `moduleIds`, in order (each must be accepted). */
  async function passOnPaper(teacher: Account, rosterId: number, moduleIds: readonly number[]): Promise<void> {
    for (const moduleId of moduleIds) {
      const res = await sheet(teacher, rosterId, moduleId);
      if (res.status !== 201) throw new Error(`sheet ${moduleId}: ${res.status} ${res.text}`);
    }
  }
  const makeCard = (teacher: Account, rosterId: number | string, lang?: 'en' | 'es') =>
    apiPost(state.app, `/api/instructor/roster/${rosterId}/claim-code`, {}, { cookie: teacher.cookie, lang });
  async function cardFor(teacher: Account, rosterId: number): Promise<string> {
    return claimCodeSchema.parse((await makeCard(teacher, rosterId)).body).code;
  }
  const claim = (who: Account | undefined, body: unknown, { ip = newIp(), lang }: { ip?: string; lang?: 'en' | 'es' } = {}) =>
    apiPost(state.app, '/api/claim', body, { cookie: who?.cookie, lang, headers: { 'X-Forwarded-For': ip } });
  const roster = async (teacher: Account) => (await apiGet(state.app, '/api/instructor/roster', teacher.cookie)).body.people as { id: number; claimedAt: string | null; claimCodeExpiresAt: string | null }[];

  return { ...kit, personOf, sheet, passOnPaper, makeCard, cardFor, claim, roster };
}
