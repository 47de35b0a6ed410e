import type Koa from 'koa';
import type { Knex } from 'knex';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import type { Response } from 'supertest';
import { apiPost } from './api-client.js';

/** One request of a route taking an Idempotency-Key, made fresh for each run (a new email, a new learner). */
export interface DuplicateRun {
  body: object;
  cookie?: string;
  /** Rows this run stored. */
  rows(): Promise<number>;
  /** Rate-limit keys (prefixes) the route counts for this request: each grows by one per request that did work. */
  limitPrefixes: string[];
}

export interface DuplicateCase {
  name: string;
  path: string;
  /** The status of a first answer. */
  status: number;
  start(run: string): Promise<DuplicateRun>;
}

let runs = 0;
export const newRun = () => `run${(runs += 1)}${Math.random().toString(36).slice(2, 7)}`;
export const newKey = (run: string) => `key-${run}`;

/** Sends `count` copies of one request with one Idempotency-Key, all at once, spread over the apps (replicas). */
export function sendDuplicates(apps: readonly Koa[], count: number, path: string, body: object, key: string, cookie?: string): Promise<Response[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => apiPost(apps[i % apps.length]!, path, body, { cookie, headers: { 'Idempotency-Key': key } })));
}

/** The sum of the rate-limit counters whose keys start with any of the prefixes. */
export async function counted(knex: Knex, prefixes: readonly string[]): Promise<number> {
  let total = 0;
  for (const prefix of prefixes) {
    const [row] = (await knex('rate_limits').whereLike('key', `${prefix}%`).sum({ n: 'count' })) as { n: number | string | null }[];
    total += Number(row?.n ?? 0);
  }
  return total;
}

export const facilityBody = (run: string) => ({
  facilityName: `Westside ${run}`,
  facilityType: 'reentry',
  contactName: 'Kim Lee',
  contactPosition: 'Case manager',
  contactEmail: `${run}@westside.example.org`,
  contactPhone: '503 555 0199',
  facilityAddress: '4 Oak St, Portland',
  participantCount: 12,
  preferredDate: 'June 3',
});

export const contactBody = (run: string) => ({ name: 'Ana Diaz', email: `${run}@example.org`, subject: 'general', message: `Hello from ${run}, tapped twice.` });

export const assistanceBody = (run: string) => ({
  fullName: 'Dee Lopez',
  email: `${run}@example.org`,
  phone: '555-123-4567',
  releaseDate: 'June 2025',
  location: 'Tucson',
  assistanceType: 'housing',
  currentSituation: `Shelter bed until the end of the month (${run}).`,
});

export const storyBody = (run: string) => ({ name: `Marcus ${run}`, story: `I opened my first bank account in years. ${run}`, consentToPublish: true });

export const quizBody = (moduleId = 1) => ({ moduleId, answers: getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer) });
