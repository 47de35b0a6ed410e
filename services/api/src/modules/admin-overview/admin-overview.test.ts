import type { Knex } from 'knex';
import { overviewSchema } from '@reentry/contracts/admin-overview';
import { facilityRow, assistanceRow, contactRow, userWith } from '../../test/admin-kit.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { createPublishedContent } from '../content/published-cache.js';
import { getOverview } from './admin-overview.service.js';

let db: TestDatabase;
// Wednesday 14 January 2026, 15:00 in New York.
const now = new Date('2026-01-14T20:00:00Z');
const context = (knex: Knex, locale: 'en' | 'es' = 'en') => ({ knex, timeZone: 'America/New_York', now, locale, content: createPublishedContent(knex, 0) });

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

async function learnerWithModules(name: string, modules: number[]) {
  const { id } = await userWith(db.knex, name);
  if (modules.length) await db.knex('module_progress').insert(modules.map((moduleId) => ({ userId: id, moduleId, completed: true, score: 100 })));
  return id;
}

describe('getOverview', () => {
  it('counts the learner funnel: registered, then modules 1..n passed in a row (staff left out)', async () => {
    await learnerWithModules('none', []);
    await learnerWithModules('one', [1]);
    await learnerWithModules('gap', [1, 3, 6]);
    await learnerWithModules('three', [1, 2, 3]);
    await learnerWithModules('all', [1, 2, 3, 4, 5, 6]);
    const teacher = await userWith(db.knex, 'teacher', { isInstructor: true });
    await db.knex('module_progress').insert({ userId: teacher.id, moduleId: 1, completed: true, score: 100 });
    await db.knex('module_progress').insert({ userId: (await userWith(db.knex, 'unfinished')).id, moduleId: 1, completed: false, score: 20 });
    const overview = overviewSchema.parse(await getOverview(context(db.knex), 4));
    expect(overview.funnel.map((step) => step.learners)).toEqual([6, 4, 2, 2, 1, 1, 1]);
  });

  it('counts requests and donations per week (Mondays in the site time zone), empty weeks included', async () => {
    await db.knex('facility_requests').insert([facilityRow({ createdAt: new Date('2026-01-12T05:30:00Z') }), facilityRow({ createdAt: new Date('2026-01-12T04:30:00Z') })]);
    await db.knex('assistance_requests').insert(assistanceRow({ createdAt: new Date('2025-12-29T15:00:00Z') }));
    await db.knex('contact_messages').insert(contactRow({ createdAt: new Date('2026-01-13T15:00:00Z') }));
    await db.knex('donations').insert([
      { donorName: 'A', donorEmail: 'a@example.org', amount: 2500, status: 'succeeded', createdAt: new Date('2026-01-13T15:00:00Z') },
      { donorName: 'B', donorEmail: 'b@example.org', amount: 9900, status: 'pending', createdAt: new Date('2026-01-13T15:00:00Z') },
    ]);
    const { perWeek } = await getOverview(context(db.knex), 3);
    expect(perWeek).toEqual([
      { week: '2025-12-29', facilityRequests: 0, assistanceRequests: 1, contactMessages: 0, donations: 0, donatedCents: 0 },
      // 2026-01-12T04:30Z is Sunday 11 January in New York: the week before.
      { week: '2026-01-05', facilityRequests: 1, assistanceRequests: 0, contactMessages: 0, donations: 0, donatedCents: 0 },
      { week: '2026-01-12', facilityRequests: 1, assistanceRequests: 0, contactMessages: 1, donations: 2, donatedCents: 2500 },
    ]);
  });

  it('ranks the most-missed quiz questions of the period, in the reader\'s language', async () => {
    const { id } = await userWith(db.knex, 'quizzer');
    const attempt = (correct: boolean[], createdAt: Date) => ({
      userId: id,
      moduleId: 1,
      questionIds: ['what-is-blockchain', 'crypto-insured', 'wrong-address', 'sheriff-text', 'app-money'],
      answers: ['a', 'a', 'a', 'a', 'a'],
      correct,
      score: 0,
      passed: false,
      createdAt,
    });
    await db.knex('quiz_attempts').insert([
      attempt([false, false, true, true, true], new Date('2026-01-13T15:00:00Z')),
      attempt([true, false, true, true, true], new Date('2026-01-13T16:00:00Z')),
      // Before the period: not counted.
      attempt([true, true, false, false, false], new Date('2025-06-01T15:00:00Z')),
    ]);
    const { mostMissed } = await getOverview(context(db.knex, 'es'), 2);
    expect(mostMissed).toEqual([
      { moduleId: 1, questionId: 'crypto-insured', text: expect.stringContaining('FDIC'), attempts: 2, missed: 2 },
      { moduleId: 1, questionId: 'what-is-blockchain', text: '¿Qué es una blockchain?', attempts: 2, missed: 1 },
    ]);
  });

  it('counts requests past their promise', async () => {
    const { overdue } = await getOverview(context(db.knex), 1);
    // The assistance application of 29 December is more than 48 hours old; both workshop requests of 11-12 January are past 2 business days.
    expect(overdue).toEqual({ facilityRequests: 2, assistanceRequests: 1 });
  });
});
