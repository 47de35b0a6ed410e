import { randomUUID } from 'node:crypto';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { paperSheetsSchema } from '@reentry/contracts/paper-entry';
import { paperAttemptResultSchema, rosterPersonSchema } from '@reentry/contracts/roster';
import { apiGet, apiPost } from '../../test/api-client.js';
import { useClassCodes, type Account } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

// Issue 41, section 2: a paper answer sheet typed in by the instructor is graded as an online attempt is.

const { state, account } = useClassCodes();
const right = (moduleId: number) => getQuizAnswerKey('en', moduleId)!.answers.map((answer) => answer.correctAnswer);
const wrongAt = (answers: string[], ...indexes: number[]) => answers.map((answer, i) => (indexes.includes(i) ? (answer === 'a' ? 'b' : 'a') : answer));

async function personOf(teacher: Account, name = 'Luis Ortega') {
  return rosterPersonSchema.parse((await apiPost(state.app, '/api/instructor/roster', { name }, { cookie: teacher.cookie })).body);
}
const sheet = (teacher: Account, body: unknown, { lang, key = randomUUID() }: { lang?: 'en' | 'es'; key?: string } = {}) =>
  apiPost(state.app, '/api/instructor/paper-attempts', body, { cookie: teacher.cookie, lang, headers: { 'Idempotency-Key': key } });
const sheets = async (rosterPersonId: number) => Number(((await state.db.knex('paper_attempts').where({ rosterPersonId }).count('* as n').first()) as { n: string }).n);

describe('a paper answer sheet', () => {
  it('is graded exactly as the same answers online: score, right answers, explanations, pass', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await account();
    const person = await personOf(teacher);
    const answers = wrongAt(right(6), 2, 5);
    const online = await apiPost(state.app, '/api/modules/complete', { moduleId: 6, answers }, { cookie: learner.cookie, lang: 'es', headers: { 'Idempotency-Key': randomUUID() } });
    const paper = await sheet(teacher, { rosterId: person.id, moduleId: 6, answers }, { lang: 'es' });
    expect([online.status, paper.status]).toEqual([200, 201]);
    const graded = paperAttemptResultSchema.parse(paper.body);
    const { score, correctCount, questionCount, passPercent, passed, results } = online.body;
    expect(graded).toMatchObject({ rosterId: person.id, moduleId: 6, score, correctCount, questionCount, passPercent, passed, results });
    expect([graded.questionCount, graded.correctCount]).toEqual([7, 5]);
    // Kept as the online attempt is: the answers, which were right, and the quiz's version.
    const row = await state.db.knex('paper_attempts').where({ rosterPersonId: person.id }).first('answers', 'correct', 'contentVersion', 'enteredByUserId');
    expect(row).toMatchObject({ answers, correct: results.map((result: { isCorrect: boolean }) => result.isCorrect), contentVersion: 1, enteredByUserId: teacher.id });
  });

  it('keeps the lock and unlocks of online: module 2 opens once module 1 is passed on paper', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    expectSafeEnvelope(await sheet(teacher, { rosterId: person.id, moduleId: 2, answers: right(2) }), 403, 'FORBIDDEN');
    const failed = paperAttemptResultSchema.parse((await sheet(teacher, { rosterId: person.id, moduleId: 1, answers: wrongAt(right(1), 0, 1, 2) })).body);
    expect([failed.passed, failed.completedModules]).toEqual([false, []]);
    expectSafeEnvelope(await sheet(teacher, { rosterId: person.id, moduleId: 2, answers: right(2) }), 403, 'FORBIDDEN');
    const passed = paperAttemptResultSchema.parse((await sheet(teacher, { rosterId: person.id, moduleId: 1, answers: right(1) })).body);
    expect([passed.score, passed.passed, passed.completedModules]).toEqual([100, true, [1]]);
    const second = paperAttemptResultSchema.parse((await sheet(teacher, { rosterId: person.id, moduleId: 2, answers: right(2) })).body);
    expect(second.completedModules).toEqual([1, 2]);
    expect(await sheets(person.id)).toBe(3);
  });

  it("is only for the caller's own roster: another class's person is not found, and nothing is stored", async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    const theirs = await personOf(other, 'Ana Ruiz');
    const refused = await sheet(teacher, { rosterId: theirs.id, moduleId: 1, answers: right(1) }, { lang: 'es' });
    expectSafeEnvelope(refused, 404, 'NOT_FOUND');
    expect(refused.body.error.message).toBe('Elija a una persona de su lista.');
    expect(await sheets(theirs.id)).toBe(0);
    for (const who of [await account(), await account({ isAdmin: true })]) {
      expectSafeEnvelope(await sheet(who, { rosterId: theirs.id, moduleId: 1, answers: right(1) }), 403, 'FORBIDDEN');
    }
  });

  it.each([
    // Said at the question, so the entry grid can put it at its cell.
    ['an answer outside A to D', (id: number) => ({ rosterId: id, moduleId: 1, answers: ['e', ...right(1).slice(1)] }), 'answers.0'],
    ['one answer too few', (id: number) => ({ rosterId: id, moduleId: 1, answers: right(1).slice(1) }), 'answers'],
    ['a module that does not exist', (id: number) => ({ rosterId: id, moduleId: 9, answers: right(1) }), 'moduleId'],
    ['a roster id that is text', () => ({ rosterId: 'x', moduleId: 1, answers: right(1) }), 'rosterId'],
    ['a score sent along', (id: number) => ({ rosterId: id, moduleId: 1, answers: right(1), score: 100 }), null],
  ])('refuses %s with a clear 400, and stores nothing', async (_case, body, field) => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    const res = await sheet(teacher, body(person.id));
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    if (field) expect(Object.keys(res.body.error.fields)).toContain(field);
    expect(await sheets(person.id)).toBe(0);
  });

  it('is stored once when the grid sends the same sheet again with its key (a retry, a double press)', async () => {
    const teacher = await account({ isInstructor: true });
    const person = await personOf(teacher);
    const key = randomUUID();
    const first = await sheet(teacher, { rosterId: person.id, moduleId: 1, answers: right(1) }, { key });
    const again = await sheet(teacher, { rosterId: person.id, moduleId: 1, answers: right(1) }, { key });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.body).toEqual(first.body);
    expect(await sheets(person.id)).toBe(1);
  });
});

describe("the entry grid's read of the sheets entered", () => {
  const read = (teacher: Account, query: string) => apiGet(state.app, `/api/instructor/paper-attempts?${query}`, teacher.cookie);

  it("gives each of the caller's people their latest sheet for the module, and no one else's", async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    const [ana, luis, rosa] = [await personOf(teacher, 'Ana'), await personOf(teacher, 'Luis'), await personOf(teacher, 'Rosa')];
    const theirs = await personOf(other, 'Bea');
    await sheet(teacher, { rosterId: ana.id, moduleId: 1, answers: wrongAt(right(1), 0, 1, 2) });
    await sheet(teacher, { rosterId: ana.id, moduleId: 1, answers: right(1) });
    await sheet(teacher, { rosterId: luis.id, moduleId: 1, answers: wrongAt(right(1), 0) });
    await sheet(other, { rosterId: theirs.id, moduleId: 1, answers: right(1) });
    const res = await read(teacher, 'moduleId=1');
    expect(res.status).toBe(200);
    const { moduleId, sheets: got } = paperSheetsSchema.parse(res.body);
    expect(moduleId).toBe(1);
    // Ana's second sheet (the latest), Luis's one, Rosa none; never the other class's Bea.
    expect(got.map(({ rosterId, score, passed }) => ({ rosterId, score, passed }))).toEqual([
      { rosterId: ana.id, score: 100, passed: true },
      { rosterId: luis.id, score: 80, passed: true },
    ]);
    expect(got.some((entry) => entry.rosterId === rosa.id || entry.rosterId === theirs.id)).toBe(false);
    expect(paperSheetsSchema.parse((await read(teacher, 'moduleId=2')).body).sheets).toEqual([]);
    expect(JSON.stringify(res.body)).not.toMatch(/Ana|Luis/);
  });

  it.each(['moduleId=7', 'moduleId=0', 'moduleId=1.0', 'moduleId=x', '', 'moduleId=1&moduleId=2', 'moduleId=%00', `moduleId=${'9'.repeat(10_000)}`])(
    'refuses the module %#, said in words, with a 400',
    async (query) => {
      const teacher = await account({ isInstructor: true });
      const res = await apiGet(state.app, `/api/instructor/paper-attempts?${query}`, teacher.cookie).set('Accept-Language', 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.fields.moduleId).toBe('Este módulo no existe.');
    },
  );

  it('is for instructors only', async () => {
    for (const who of [await account(), await account({ isAdmin: true })]) {
      expectSafeEnvelope(await apiGet(state.app, '/api/instructor/paper-attempts?moduleId=1', who.cookie), 403, 'FORBIDDEN');
    }
    expectSafeEnvelope(await apiGet(state.app, '/api/instructor/paper-attempts?moduleId=1'), 401, 'UNAUTHENTICATED');
  });
});
