import type Koa from 'koa';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { editAndPublish, type Doc } from '../../test/content-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

// Spot the scam grades against the published `practice` document, and keeps the version it graded on.

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let teacher: TestUser;
let learner: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'pp-admin', { isAdmin: true });
  teacher = await userWith(db.knex, 'pp-teacher', { isInstructor: true });
  learner = await userWith(db.knex, 'pp-learner', { assignedInstructorId: teacher.id, name: 'Lee' });
});
afterAll(() => db.destroy());

type Scenario = { id: string; title: string; best: string; choices: { value: string; explanation: string }[] };
const scenarios = (doc: Doc, lang: 'en' | 'es') => doc[lang] as unknown as Scenario[];

const answer = (id: string, choice: string, key: string, lang?: 'es') =>
  apiPost(app, `/api/practice/${id}/answer`, { choice }, { cookie: learner.cookie, lang, headers: { 'Idempotency-Key': key } });
const savedRows = () => db.knex('practice_answers').where({ userId: learner.id }).orderBy('id').select('scenarioId', 'choice', 'correct', 'contentVersion');
const classPractice = async (lang: 'en' | 'es') => {
  const res = await apiGet(app, '/api/instructor/practice', teacher.cookie).set('Accept-Language', lang);
  expect(res.status).toBe(200);
  return res.body as { students: { name: string; done: string[] }[]; scenarios: { id: string; title: string; answeredBy: number; wrongBy: number }[] };
};

/** The best answer of "Money sent by mistake" moves from b to d (with d's explanations saying so), and its title changes. */
function newBestAnswer(doc: Doc) {
  const words = {
    en: { title: 'Money sent to you by mistake', explanation: 'Right. Keep the money safe and do not spend it.' },
    es: { title: 'Dinero que le mandaron por error', explanation: 'Correcto. Guarde el dinero y no lo gaste.' },
  };
  for (const lang of ['en', 'es'] as const) {
    const scenario = scenarios(doc, lang).find((s) => s.id === 'payment-app-mistake')!;
    scenario.best = 'd';
    scenario.title = words[lang].title;
    scenario.choices[3]!.explanation = words[lang].explanation;
  }
}

describe('Spot the scam on the published document', () => {
  it('grades new answers on a republished best answer, keeps old answers and their version, and shows the new title to the instructor', async () => {
    const before = await answer('payment-app-mistake', 'b', 'before');
    expect(before.body).toMatchObject({ best: 'b', isCorrect: true, saved: true });
    expect((await classPractice('en')).scenarios.find((s) => s.id === 'payment-app-mistake')).toMatchObject({ title: 'Money sent by mistake', answeredBy: 1, wrongBy: 0 });

    expect(await editAndPublish(app, admin.cookie, 'practice', newBestAnswer)).toBe(2);

    const after = await answer('payment-app-mistake', 'b', 'after');
    expect(after.body).toMatchObject({ best: 'd', isCorrect: false, bestExplanation: 'Right. Keep the money safe and do not spend it.' });
    const spanish = await answer('payment-app-mistake', 'd', 'after-es', 'es');
    expect(spanish.body).toMatchObject({ best: 'd', isCorrect: true, explanation: 'Correcto. Guarde el dinero y no lo gaste.' });
    expect(await savedRows()).toEqual([
      { scenarioId: 'payment-app-mistake', choice: 'b', correct: true, contentVersion: 1 },
      { scenarioId: 'payment-app-mistake', choice: 'b', correct: false, contentVersion: 2 },
      { scenarioId: 'payment-app-mistake', choice: 'd', correct: true, contentVersion: 2 },
    ]);
    expect((await apiGet(app, '/api/practice/answers', learner.cookie)).body).toEqual({ done: ['payment-app-mistake'], right: ['payment-app-mistake'] });

    // The class view counts the first answer as it was graded then, under the title published now.
    expect((await classPractice('en')).scenarios.find((s) => s.id === 'payment-app-mistake')).toMatchObject({ title: 'Money sent to you by mistake', answeredBy: 1, wrongBy: 0 });
    expect((await classPractice('es')).scenarios.find((s) => s.id === 'payment-app-mistake')).toMatchObject({ title: 'Dinero que le mandaron por error' });
  });

  it('answers 404 for a scenario no longer published, and leaves its answers out of the class view', async () => {
    expect((await answer('job-check', 'c', 'job-1')).status).toBe(200);
    const count = (await classPractice('en')).scenarios.length;
    await editAndPublish(app, admin.cookie, 'practice', (doc) => {
      for (const lang of ['en', 'es'] as const) (doc[lang] as unknown) = scenarios(doc, lang).filter((s) => s.id !== 'job-check');
    });
    expectSafeEnvelope(await answer('job-check', 'c', 'job-2'), 404, 'NOT_FOUND');
    const view = await classPractice('en');
    expect(view.scenarios).toHaveLength(count - 1);
    expect(view.scenarios.map((s) => s.id)).not.toContain('job-check');
    expect(view.students).toEqual([{ id: learner.id, name: 'Lee', done: ['payment-app-mistake'] }]);
    // A choice the published scenario lacks is still 422 (release-card-fee has a, b and c).
    expectSafeEnvelope(await answer('release-card-fee', 'd', 'card-1'), 422, 'VALIDATION_FAILED');
  });
});
