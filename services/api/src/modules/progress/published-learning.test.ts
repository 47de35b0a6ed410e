// Missed questions keep the quiz version they were graded on; reading positions and the next step follow the published lessons.
import type Koa from 'koa';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { getQuiz } from '@reentry/content/quizzes';
import { myAttemptsSchema, nextStepResponseSchema } from '@reentry/contracts/my-learning';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { editAndPublish, type Doc } from '../../test/content-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let teacher: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'pl-admin', { isAdmin: true });
  teacher = await userWith(db.knex, 'pl-teacher', { isInstructor: true });
});
afterAll(() => db.destroy());

const rightAnswers = getQuizAnswerKey('en', 1)!.answers.map((answer) => answer.correctAnswer);
const other = (value: string) => (value === 'a' ? 'b' : 'a');
const submit = (user: TestUser, answers: string[]) => apiPost(app, '/api/modules/complete', { moduleId: 1, answers }, { cookie: user.cookie });
const attempts = async (user: TestUser, lang = 'en') => myAttemptsSchema.parse((await apiGet(app, '/api/users/attempts?moduleId=1', user.cookie).set('Accept-Language', lang)).body).attempts;

type Quiz = { questions: { text: string; options: { value: string; label: string; correct: boolean }[] }[] };
const NEW_TEXT = { en: 'Which answer is right now?', es: '¿Qué respuesta es la correcta ahora?' };

describe('missed questions after a quiz is republished', () => {
  it('show the wording and the right answer of the version the attempt was graded on', async () => {
    const learner = await userWith(db.knex, 'pl-learner-1', { assignedInstructorId: teacher.id });
    const chosen = other(rightAnswers[0]!);
    expect((await submit(learner, [chosen, ...rightAnswers.slice(1)])).body.correctCount).toBe(4);
    const old = getQuiz('en', 1)!.questions[0]!;
    const label = (value: string) => old.options.find((option) => option.value === value)!.label;
    const graded = { questionId: old.id, text: old.text, chosenAnswer: label(chosen), correctAnswer: label(rightAnswers[0]!) };

    // Question 1 is reworded, and the answer this learner chose becomes the right one.
    expect(await editAndPublish(app, admin.cookie, 'quiz-1', (doc: Doc) => {
      for (const lang of ['en', 'es'] as const) {
        const question = (doc[lang] as unknown as Quiz).questions[0]!;
        question.text = NEW_TEXT[lang];
        for (const option of question.options) option.correct = option.value === chosen;
      }
    })).toBe(2);

    expect((await attempts(learner))[0]!.missedQuestions).toEqual([graded]);
    expect((await attempts(learner, 'es'))[0]!.missedQuestions[0]!.text).toBe(getQuiz('es', 1)!.questions[0]!.text);
    const student = await apiGet(app, `/api/instructor/students/${learner.id}`, teacher.cookie);
    expect(student.body.modules[0].missedQuestions).toEqual([graded]);
    // An attempt from before the content studio (no version) reads the first version.
    await db.knex('quiz_attempts').where({ userId: learner.id }).update({ contentVersion: null });
    expect((await attempts(learner))[0]!.missedQuestions).toEqual([graded]);

    // A new attempt is graded, and worded, on the published version.
    expect((await submit(learner, rightAnswers)).body.correctCount).toBe(4);
    const [latest, first] = await attempts(learner);
    expect(latest!.missedQuestions).toEqual([{ questionId: old.id, text: NEW_TEXT.en, chosenAnswer: label(rightAnswers[0]!), correctAnswer: label(chosen) }]);
    expect(first!.missedQuestions).toEqual([graded]);
  });
});

describe('a section added to a published lesson', () => {
  const section = {
    en: { id: 'a-new-part', title: 'A new part', paragraphs: ['This part is new. It is short.'] },
    es: { id: 'a-new-part', title: 'Una parte nueva', paragraphs: ['Esta parte es nueva. Es corta.'] },
  };
  const lastRead = (user: TestUser) => apiPost(app, '/api/users/last-read', { moduleId: 1, sectionId: 'a-new-part' }, { cookie: user.cookie });
  const nextStep = async (user: TestUser, lang: string) => nextStepResponseSchema.parse((await apiGet(app, '/api/users/next-step', user.cookie).set('Accept-Language', lang)).body).nextStep;

  it('is accepted as a reading position once published, and the next step names it', async () => {
    const learner = await userWith(db.knex, 'pl-learner-2');
    expectSafeEnvelope(await lastRead(learner), 400, 'VALIDATION_FAILED');
    await editAndPublish(app, admin.cookie, 'module-1', (doc: Doc) => {
      for (const lang of ['en', 'es'] as const) (doc[lang] as { content: { sections: unknown[] } }).content.sections.splice(1, 0, section[lang]);
    });
    expect((await lastRead(learner)).status).toBe(204);
    expect(await nextStep(learner, 'en')).toMatchObject({ kind: 'read', moduleId: 1, sectionId: 'a-new-part', sectionTitle: 'A new part' });
    expect(await nextStep(learner, 'es')).toMatchObject({ kind: 'read', sectionTitle: 'Una parte nueva' });
  });
});
