import type Koa from 'koa';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import type { QuizOptionValue } from '@reentry/contracts/content-quiz';
import { apiPost } from './api-client.js';
import { sessionCookieFor } from './session-cookie.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { testApp, testConfig } from './test-app.js';

export interface Account {
  id: number;
  cookie: string;
}

interface ClassState {
  db: TestDatabase;
  app: Koa;
  teacherA: Account;
  teacherB: Account;
  ana: Account;
  luis: Account;
  bStudent: Account;
}

/** The answer key of a module's English quiz. */
export const correct = (moduleId: number): QuizOptionValue[] => getQuizAnswerKey('en', moduleId)!.answers.map((a) => a.correctAnswer);
/** Another option than `value`. */
export const wrong = (value: QuizOptionValue): QuizOptionValue => (value === 'a' ? 'b' : 'a');
/** The key's answers with the questions at `missed` answered wrongly. */
const answersMissing = (moduleId: number, missed: number[]) => correct(moduleId).map((value, i) => (missed.includes(i) ? wrong(value) : value));

/**
 * The instructor API's test class, in its own database schema: teacher A with Ana and Luis (who took
 * quizzes), teacher B with one student, and an assistance request about Ana that must never show.
 * Call it at the top of a test file (it registers beforeAll/afterAll); `state` is filled before the tests run.
 */
export function useInstructorClass() {
  const config = testConfig();
  const state = {} as ClassState;
  let userCount = 0;

  async function account(fields: { name?: string; email?: string | null; isInstructor?: boolean; isAdmin?: boolean; assignedInstructorId?: number | null } = {}): Promise<Account> {
    userCount += 1;
    const [row] = await state.db
      .knex('users')
      .insert({ username: `user${userCount}`, passwordHash: `$argon2id$secret-hash-${userCount}`, name: `Person ${userCount}`, email: `p${userCount}@example.org`, ...fields })
      .returning('id');
    const id = (row as { id: number }).id;
    return { id, cookie: await sessionCookieFor(state.db.knex, id, config.sessionSecret) };
  }

  async function takeQuiz(student: Account, moduleId: number, missed: number[] = []) {
    const res = await apiPost(state.app, '/api/modules/complete', { moduleId, answers: answersMissing(moduleId, missed) }, { cookie: student.cookie });
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    state.db = await createTestDatabase();
    state.app = testApp(state.db.knex, { config });
    state.teacherA = await account({ name: 'Teacher A', isInstructor: true });
    state.teacherB = await account({ name: 'Teacher B', isInstructor: true });
    state.ana = await account({ name: 'Ana Diaz', email: 'ana@example.org', assignedInstructorId: state.teacherA.id });
    state.luis = await account({ name: 'Luis Ortiz', email: 'luis@example.org', assignedInstructorId: state.teacherA.id });
    state.bStudent = await account({ name: 'Bea Student', assignedInstructorId: state.teacherB.id });
    // Ana passes module 1 on her second try and fails module 6 (missing its first four questions).
    await takeQuiz(state.ana, 1, [0, 1, 2]);
    await takeQuiz(state.ana, 1, [3]);
    await takeQuiz(state.ana, 6, [0, 1, 2, 3]);
    await takeQuiz(state.luis, 1, [0, 1, 3]);
    // Assistance data about a student must never reach an instructor.
    await state.db.knex('assistance_requests').insert({
      fullName: 'Ana Diaz', email: 'ana@example.org', phone: '5551234567', releaseDate: '2025-01-01', location: 'Town',
      assistanceType: 'housing', currentSituation: 'enc:secret', criminalBackground: 'enc:secret', reference: 'ABCD2345',
    });
  });
  afterAll(() => state.db.destroy());

  return { state, account, takeQuiz };
}
