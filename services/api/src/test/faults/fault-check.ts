import { appendFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { translate } from '../../i18n/translate.js';
import { HANG_MS, sendWrite, type Answer, type WriteRequest } from './mixed-load.js';

const is2xx = (status: number) => status >= 200 && status < 300;

/**
 * What breaks the rule for one answer: a 2xx, or a clear translated error (503 with Retry-After for a
 * database that is away), never a hang past 5 s, never a 500, never a stack.
 */
export function answerProblem(answer: Answer): string | undefined {
  const where = `${answer.phase} ${answer.kind} (${answer.lang})`;
  if (answer.ms > HANG_MS) return `${where} took ${answer.ms} ms`;
  if (answer.status === 0) return `${where} got no answer: ${answer.text}`;
  if (is2xx(answer.status) || answer.status === 304) return undefined;
  if (answer.status === 500) return `${where} answered 500`;
  if (/\n\s+at .+:\d+/.test(answer.text ?? '')) return `${where} showed a stack`;
  if (answer.kind === 'page') return answer.status >= 500 && answer.status !== 503 ? `${where} answered ${answer.status}` : undefined;
  if (!answer.code || !answer.message) return `${where} answered ${answer.status} without an error envelope: ${answer.text}`;
  if (answer.status === 503) {
    if (!answer.retryAfter) return `${where} answered 503 without Retry-After`;
    const expected = translate(answer.lang, 'api.databaseUnavailable');
    if (answer.code === 'SERVICE_UNAVAILABLE' && answer.message !== expected) return `${where} 503 message not in its language: ${answer.message}`;
  }
  return undefined;
}

/** Retries every write that did not get a 2xx (same Idempotency-Key, as a client would) until it does. */
export async function retryUntilSaved(base: string, answers: Answer[], { tries = 5, pauseMs = 500 } = {}): Promise<Answer[]> {
  const retries: Answer[] = [];
  const unsaved = answers.filter((a) => a.write && !is2xx(a.status));
  for (const first of unsaved) {
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      const retry = await sendWrite(base, first.write!, first.lang, 'retry');
      retries.push(retry);
      if (is2xx(retry.status)) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }
  // Replays of writes that were saved the first time: they must answer 2xx and add nothing.
  for (const saved of answers.filter((a) => a.write && is2xx(a.status)).slice(0, 5)) {
    retries.push(await sendWrite(base, saved.write!, saved.lang, 'replay'));
  }
  return retries;
}

export interface RowCheck {
  /** Keys answered 2xx whose row is not in the database. */
  missing: number;
  /** Keys with more than one row (a retry stored twice). */
  duplicated: number;
}

/** Every Idempotency-Key that got a 2xx has exactly one row; quiz attempts are counted per learner. */
export async function checkRows(knex: Knex, answers: readonly Answer[], learnerId: number): Promise<RowCheck> {
  const savedKeys = new Map<string, WriteRequest>();
  for (const answer of answers) if (answer.write && is2xx(answer.status)) savedKeys.set(answer.write.key, answer.write);
  let missing = 0;
  let duplicated = 0;
  let quizKeys = 0;
  for (const write of savedKeys.values()) {
    if (write.kind === 'quiz') {
      quizKeys += 1;
      continue;
    }
    const table = write.kind === 'contact' ? 'contact_messages' : 'assistance_requests';
    const [row] = (await knex(table).where({ email: write.email }).count({ n: '*' })) as { n: number }[];
    if (row!.n === 0) missing += 1;
    if (row!.n > 1) duplicated += 1;
  }
  const [attempts] = (await knex('quiz_attempts').where({ userId: learnerId }).count({ n: '*' })) as { n: number }[];
  missing += Math.max(0, quizKeys - attempts!.n);
  duplicated += Math.max(0, attempts!.n - quizKeys);
  return { missing, duplicated };
}

/** One line of the fault table: fault, requests sent, 2xx, other answers by status, rows missing, recovery time. */
export function faultTableLine(fault: string, answers: readonly Answer[], rows: RowCheck, recoveryMs: number | undefined): string {
  const others = new Map<string, number>();
  for (const answer of answers) {
    if (is2xx(answer.status)) continue;
    const label = answer.status === 0 ? 'no-answer' : String(answer.status);
    others.set(label, (others.get(label) ?? 0) + 1);
  }
  const otherText = [...others].map(([status, n]) => `${status}x${n}`).join(' ') || 'none';
  const recovery = recoveryMs === undefined ? 'n/a' : `${(recoveryMs / 1000).toFixed(1)} s`;
  const slowest = Math.max(0, ...answers.map((a) => a.ms));
  const line =
    `FAULT | ${fault} | sent ${answers.length} | 2xx ${answers.filter((a) => is2xx(a.status)).length} | other ${otherText} | ` +
    `2xx rows missing ${rows.missing} | duplicated ${rows.duplicated} | slowest ${slowest} ms | recovery ${recovery}`;
  return recordFaultLine(line);
}

/** Prints a line of the fault table, and keeps it in FAULT_TABLE_FILE when set (a run of every fault leaves the whole table). */
export function recordFaultLine(line: string): string {
  if (process.env.FAULT_TABLE_FILE) appendFileSync(process.env.FAULT_TABLE_FILE, `${line}\n`);
  process.stdout.write(`${line}\n`);
  return line;
}

/** Polls `probe` until it answers true; resolves with the milliseconds it took, or undefined at the deadline. */
export async function timeUntil(probe: () => Promise<boolean>, deadlineMs: number, everyMs = 200): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return undefined;
}
