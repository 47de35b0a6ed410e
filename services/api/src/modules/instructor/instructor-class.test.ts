// The instructor's view of the whole class: the summary of what it missed, and the CSV download.
import type Koa from 'koa';
import { getQuiz } from '@reentry/content/quizzes';
import { apiGet } from '../../test/api-client.js';
import { useInstructorClass, type Account } from '../../test/instructor-class-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const { state, account } = useInstructorClass();
let app: Koa;
let teacherA: Account;
beforeAll(() => ({ app, teacherA } = state));

describe('GET /api/instructor/class-summary', () => {
  it("ranks the questions the class missed on their latest attempts; counts each module's progress", async () => {
    const res = await apiGet(app, '/api/instructor/class-summary', teacherA.cookie);
    expect(res.status).toBe(200);
    const quiz1 = getQuiz('en', 1)!.questions;
    const quiz6 = getQuiz('en', 6)!.questions;
    // Latest attempts: Ana missed module 1's question 4 and module 6's first four; Luis missed module 1's 1, 2 and 4.
    // Question 4 of module 1 first (2 students), then 1 of 1 on module 6 before 1 of 2 on module 1.
    expect(res.body.mostMissed[0]).toEqual({ moduleId: 1, questionId: quiz1[3]!.id, text: quiz1[3]!.text, missedBy: 2, attemptedBy: 2 });
    expect(res.body.mostMissed.slice(1).map((q: { questionId: string }) => q.questionId)).toEqual([
      ...quiz6.slice(0, 4).map((q) => q.id),
      quiz1[0]!.id,
      quiz1[1]!.id,
    ]);
    expect(res.body.mostMissed).toHaveLength(7);
    expect(res.body.studentCount).toBe(2);
    expect(res.body.modules[0]).toEqual({ moduleId: 1, completedBy: 1, attemptedBy: 2, averageBestScore: 60 });
    expect(res.body.modules[1]).toEqual({ moduleId: 2, completedBy: 0, attemptedBy: 0, averageBestScore: null });
  });

  it('is empty for an instructor without students', async () => {
    const lonely = await account({ isInstructor: true });
    const res = await apiGet(app, '/api/instructor/class-summary', lonely.cookie);
    expect(res.body).toMatchObject({ studentCount: 0, mostMissed: [] });
  });
});

describe('GET /api/instructor/class-progress.csv', () => {
  it('downloads the class as CSV with formulas neutralised, headings in the page language', async () => {
    const teacher = await account({ isInstructor: true });
    for (const name of ['=HYPERLINK("http://evil.example","x")', '+SUM(1)', '-2+3', '@cmd', '\tTab', '\rReturn', 'Plain, "Quoted"']) {
      await account({ name, assignedInstructorId: teacher.id });
    }
    const res = await apiGet(app, '/api/instructor/class-progress.csv?lang=es', teacher.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="class-progress-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = res.text;
    expect(text.startsWith('\uFEFFNombre,Nombre de usuario,Correo electrónico,Módulos completados (de 6),Módulo 1: mejor puntaje (%)')).toBe(true);
    for (const cell of ['"\'=HYPERLINK(""http://evil.example"",""x"")"', "'+SUM(1)", "'-2+3", "'@cmd", "'\tTab", '"\'\rReturn"', '"Plain, ""Quoted"""']) {
      expect(text).toContain(cell);
    }
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(8);
  });

  it('holds each student\'s username (what a learner without email forgot), the scores, attempts and last activity of each student', async () => {
    const res = await apiGet(app, '/api/instructor/class-progress.csv', teacherA.cookie).set('Accept-Language', 'en');
    const lines = res.text.replace('\uFEFF', '').split('\r\n');
    expect(lines[0]).toBe('Name,Username,Email,Modules completed (of 6),Module 1 best score (%),Module 2 best score (%),Module 3 best score (%),Module 4 best score (%),Module 5 best score (%),Module 6 best score (%),Quiz attempts,Last activity');
    expect(lines[1]).toMatch(/^Ana Diaz,user3,ana@example\.org,1,80,,,,,43,3,\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(lines[2]).toMatch(/^Luis Ortiz,user4,luis@example\.org,0,40,,,,,,1,/);
  });

  it('refuses an unknown language with 400', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/instructor/class-progress.csv?lang=fr', teacherA.cookie), 400, 'VALIDATION_FAILED');
  });
});
