import type Koa from 'koa';
import { getQuiz } from '@reentry/content/quizzes';
import { instructorStudentDetailSchema, instructorStudentsSchema } from '@reentry/contracts/instructor';
import { allKeys, apiGet, apiPost } from '../../test/api-client.js';
import { correct, useInstructorClass, wrong, type Account } from '../../test/instructor-class-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import type { TestDatabase } from '../../test/test-db.js';

const { state, account, takeQuiz } = useInstructorClass();
let db: TestDatabase;
let app: Koa;
let teacherA: Account;
let teacherB: Account;
let ana: Account;
let luis: Account;
let bStudent: Account;
beforeAll(() => ({ db, app, teacherA, teacherB, ana, luis, bStudent } = state));

const list = (who?: Account) => apiGet(app, '/api/instructor/students', who?.cookie);
const detail = (who: Account | undefined, id: number | string, lang: 'en' | 'es' = 'en') =>
  apiGet(app, `/api/instructor/students/${id}`, who?.cookie).set('Accept-Language', lang);

describe('who may call the instructor API', () => {
  const endpoints = ['/api/instructor/students', '/api/instructor/students/1', '/api/instructor/class-summary', '/api/instructor/class-progress.csv', '/api/instructor/practice'];

  it.each(endpoints)('%s: 401 for a visitor, 403 for a learner and for an admin who is not an instructor', async (path) => {
    expectSafeEnvelope(await apiGet(app, path), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiGet(app, path, ana.cookie), 403, 'FORBIDDEN');
    const admin = await account({ isAdmin: true });
    expectSafeEnvelope(await apiGet(app, path, admin.cookie), 403, 'FORBIDDEN');
  });

  it('lets in an admin who is also an instructor, for their own students only', async () => {
    const both = await account({ isAdmin: true, isInstructor: true });
    const res = await list(both);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('reads the role from the database on every request: a removed instructor is refused at once', async () => {
    const former = await account({ isInstructor: true });
    expect((await list(former)).status).toBe(200);
    await db.knex('users').where({ id: former.id }).update({ isInstructor: false });
    expectSafeEnvelope(await list(former), 403, 'FORBIDDEN');
  });
});

describe('GET /api/instructor/students', () => {
  it("lists only the caller's students, by name, with completed modules, best scores, attempts and last activity", async () => {
    const res = await list(teacherA);
    expect(res.status).toBe(200);
    const students = instructorStudentsSchema.parse(res.body);
    expect(students.map((s) => s.name)).toEqual(['Ana Diaz', 'Luis Ortiz']);
    expect(students[0]).toMatchObject({
      id: ana.id,
      username: 'user3',
      email: 'ana@example.org',
      completedCount: 1,
      attemptsCount: 3,
      progress: { completedModules: [1], quizScores: { '1': 80, '6': 43 } },
    });
    expect(Date.now() - Date.parse(students[0]!.lastActivityAt!)).toBeLessThan(60_000);
    expect(students[1]).toMatchObject({ completedCount: 0, attemptsCount: 1, progress: { completedModules: [], quizScores: { '1': 40 } } });
    expect((await list(teacherB)).body.map((s: { name: string }) => s.name)).toEqual(['Bea Student']);
  });

  it('never contains a sensitive field: every key at every depth is one the contract names', async () => {
    const res = await list(teacherA);
    const allowed = ['id', 'name', 'username', 'email', 'progress', 'completedModules', 'quizScores', 'completedCount', 'attemptsCount', 'lastActivityAt', 'certificates', '1', '6'];
    for (const key of allKeys(res.body)) expect(allowed).toContain(key);
    expect(res.text).not.toMatch(/argon2|secret|passwordHash|isAdmin|isInstructor|assigned|skeleton|criminal|assistance|5551234567/i);
    expect(res.text).not.toContain('Teacher');
  });

  it("shows the username of the caller's own students only (a learner without email forgot it; issue 39)", async () => {
    const noEmail = await account({ name: 'Rosa NoEmail', email: null, assignedInstructorId: teacherA.id });
    const mine = instructorStudentsSchema.parse((await list(teacherA)).body);
    const usernameOf = async (id: number) => (await db.knex('users').where({ id }).first('username')).username as string;
    expect(mine.find((s) => s.id === noEmail.id)).toMatchObject({ email: null, username: await usernameOf(noEmail.id) });
    expect(mine.map((s) => s.username)).toEqual(await Promise.all(mine.map((s) => usernameOf(s.id))));
    // Teacher B's student, and the teachers themselves, are never named to teacher A.
    const others = await Promise.all([bStudent, teacherA, teacherB].map((who) => usernameOf(who.id)));
    const text = (await list(teacherA)).text + (await detail(teacherA, bStudent.id)).text;
    for (const username of others) expect(text).not.toContain(`"${username}"`);
    expect(instructorStudentDetailSchema.parse((await detail(teacherA, noEmail.id)).body).username).toBe(await usernameOf(noEmail.id));
    expect((await list(teacherB)).body.map((s: { username: string }) => s.username)).toContain(await usernameOf(bStudent.id));
  });

  it('shows which certificates each student holds, and no longer a revoked one', async () => {
    const student = await account({ name: 'Cert Student', assignedInstructorId: teacherB.id });
    await takeQuiz(student, 6);
    const issued = await apiPost(app, '/api/certificates', {}, { cookie: student.cookie });
    const code = issued.body.certificates[0].code as string;
    const mine = async () => instructorStudentsSchema.parse((await list(teacherB)).body).find((s) => s.id === student.id)!;
    expect((await mine()).certificates).toEqual([{ kind: 'financial-literacy-basics', code, issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }]);
    expect(instructorStudentDetailSchema.parse((await detail(teacherB, student.id)).body).certificates).toHaveLength(1);
    await db.knex('certificates').where({ userId: student.id }).update({ revokedAt: db.knex.fn.now(), revokedReason: 'test' });
    expect((await mine()).certificates).toEqual([]);
  });

  it('drops a student reassigned to another instructor on the very next request', async () => {
    const moving = await account({ name: 'Moving Student', assignedInstructorId: teacherA.id });
    expect((await list(teacherA)).body.map((s: { id: number }) => s.id)).toContain(moving.id);
    await db.knex('users').where({ id: moving.id }).update({ assignedInstructorId: teacherB.id });
    expect((await list(teacherA)).body.map((s: { id: number }) => s.id)).not.toContain(moving.id);
    expectSafeEnvelope(await detail(teacherA, moving.id), 404, 'NOT_FOUND');
    expect((await list(teacherB)).body.map((s: { id: number }) => s.id)).toContain(moving.id);
    await db.knex('users').where({ id: moving.id }).update({ assignedInstructorId: null });
    expect((await list(teacherB)).body.map((s: { id: number }) => s.id)).not.toContain(moving.id);
  });
});

describe('GET /api/instructor/students/:id', () => {
  it("answers 404 for another instructor's student, exactly as for an id that does not exist", async () => {
    const other = await detail(teacherA, bStudent.id);
    const missing = await detail(teacherA, 2_000_000_000);
    expectSafeEnvelope(other, 404, 'NOT_FOUND');
    expectSafeEnvelope(missing, 404, 'NOT_FOUND');
    expect(other.body).toEqual(missing.body);
    expect(other.text).not.toContain('Bea');
    expectSafeEnvelope(await detail(teacherA, teacherB.id), 404, 'NOT_FOUND');
    expectSafeEnvelope(await detail(teacherA, teacherA.id), 404, 'NOT_FOUND');
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3', '%00', '%F0%9F%99%82', '__proto__', 'x'.repeat(10_000)].map((id) => [id.slice(0, 20), id]))(
    'answers 400 (never 500) for the id %s',
    async (_label, id) => {
      const res = await detail(teacherA, id, 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.message).toBe('El número de estudiante debe ser un número entero.');
    },
  );

  it('shows every module: status, best and last score, attempts, dates, and the questions missed on the last attempt', async () => {
    const res = await detail(teacherA, ana.id);
    expect(res.status).toBe(200);
    const student = instructorStudentDetailSchema.parse(res.body);
    expect(student.modules.map((m) => m.status)).toEqual(['completed', 'not-started', 'not-started', 'not-started', 'not-started', 'in-progress']);
    const [one, , , , , six] = student.modules;
    expect(one).toMatchObject({ bestScore: 80, lastScore: 80, attempts: 2 });
    expect(Date.parse(one!.firstAttemptAt!)).toBeLessThanOrEqual(Date.parse(one!.lastAttemptAt!));
    expect(one!.completedAt).not.toBeNull();
    const quiz1 = getQuiz('en', 1)!;
    // Only the last attempt counts: it missed question 4, not the three missed before.
    expect(one!.missedQuestions).toEqual([
      {
        questionId: quiz1.questions[3]!.id,
        text: quiz1.questions[3]!.text,
        chosenAnswer: quiz1.questions[3]!.options.find((o) => o.value === wrong(correct(1)[3]!))!.label,
        correctAnswer: quiz1.questions[3]!.options.find((o) => o.value === correct(1)[3])!.label,
      },
    ]);
    expect(six).toMatchObject({ bestScore: 43, attempts: 1, completedAt: null });
    expect(six!.missedQuestions.map((q) => q.questionId)).toEqual(getQuiz('en', 6)!.questions.slice(0, 4).map((q) => q.id));
    expect(student.modules[1]).toEqual({
      moduleId: 2, status: 'not-started', bestScore: null, lastScore: null, attempts: 0,
      firstAttemptAt: null, lastAttemptAt: null, completedAt: null, missedQuestions: [],
    });
  });

  it('words the missed questions in the language of the request', async () => {
    const res = await detail(teacherA, ana.id, 'es');
    expect(res.body.modules[0].missedQuestions[0].text).toBe(getQuiz('es', 1)!.questions[3]!.text);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });
});
