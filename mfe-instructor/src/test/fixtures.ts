import type { ClassSummary, InstructorStudent, InstructorStudentDetail } from '@reentry/contracts/instructor';
import type { User } from '@reentry/contracts/user';
import { getModule } from '@reentry/content/modules';
import { getQuiz } from '@reentry/content/quizzes';
import { teachingResources } from '@reentry/content/teaching-resources';
import type { Locale } from '@reentry/contracts/locale';
import type { FetchLike } from '@reentry/platform';

export const user = (fields: Partial<User>): User => ({
  id: 50,
  username: 'someone',
  email: 'someone@example.org',
  name: 'Someone',
  isAdmin: false,
  isInstructor: false,
  assignedInstructorId: null,
  progress: { completedModules: [], quizScores: {} },
  ...fields,
});
export const instructor = user({ id: 10, username: 'teacher', isInstructor: true });

export const ana: InstructorStudent = {
  id: 12,
  name: 'Ana Díaz',
  username: 'ana.d',
  email: 'ana@example.org',
  progress: { completedModules: [1, 6], quizScores: { '1': 80, '6': 100 } },
  completedCount: 2,
  attemptsCount: 3,
  lastActivityAt: '2026-03-05T02:30:00.000Z',
  certificates: [{ kind: 'financial-literacy-basics', code: 'K7QM-4XPA-9TRD-W2HN', issuedOn: '2026-03-05' }],
};
export const luis: InstructorStudent = {
  id: 14,
  name: 'Luis Ortiz',
  username: 'luis1984',
  email: 'luis@example.org',
  progress: { completedModules: [], quizScores: { '1': 40 } },
  completedCount: 0,
  attemptsCount: 1,
  lastActivityAt: '2026-03-01T15:00:00.000Z',
  certificates: [],
};
export const bo: InstructorStudent = { ...luis, id: 15, name: 'Bo Kim', email: 'bo@example.org', completedCount: 4, attemptsCount: 9 };

export const anaDetail: InstructorStudentDetail = {
  ...ana,
  modules: [1, 2, 3, 4, 5, 6].map((moduleId) => ({
    moduleId,
    status: moduleId === 1 || moduleId === 6 ? 'completed' : moduleId === 2 ? 'in-progress' : 'not-started',
    bestScore: moduleId === 1 ? 80 : moduleId === 6 ? 100 : moduleId === 2 ? 40 : null,
    lastScore: moduleId === 1 ? 60 : moduleId === 6 ? 100 : moduleId === 2 ? 40 : null,
    attempts: moduleId === 1 ? 2 : moduleId === 6 || moduleId === 2 ? 1 : 0,
    firstAttemptAt: moduleId <= 2 || moduleId === 6 ? '2026-03-01T15:00:00.000Z' : null,
    lastAttemptAt: moduleId <= 2 || moduleId === 6 ? '2026-03-05T02:30:00.000Z' : null,
    completedAt: moduleId === 1 || moduleId === 6 ? '2026-03-05T02:30:00.000Z' : null,
    missedQuestions:
      moduleId === 1 ? [{ questionId: 'what-is-blockchain', text: 'What is a blockchain?', chosenAnswer: 'A kind of prepaid debit card', correctAnswer: 'A shared record of payments that many computers keep' }] : [],
  })),
};

export const summary: ClassSummary = {
  studentCount: 2,
  modules: [1, 2, 3, 4, 5, 6].map((moduleId) => ({ moduleId, completedBy: 0, attemptedBy: 0, averageBestScore: null })),
  mostMissed: [{ moduleId: 1, questionId: 'what-is-blockchain', text: 'What is a blockchain?', missedBy: 2, attemptedBy: 2 }],
  paper: { people: 0, modules: [1, 2, 3, 4, 5, 6].map((moduleId) => ({ moduleId, passedBy: 0, sheets: 0 })) },
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A published document (`GET /api/content/:key`) as this release has it: the lessons, the public quizzes, the lesson plans. */
function packageDocument(key: string, lang: Locale): unknown {
  const [, kind, n] = /^(module|quiz)-(\d)$/.exec(key) ?? [];
  if (kind === 'module') return getModule(lang, Number(n));
  if (kind === 'quiz') return getQuiz(lang, Number(n));
  return key === 'teaching-resources' ? teachingResources[lang] : undefined;
}

/** Documents a test changes, by key: the published ones (`GET /api/content/:key`) and the drafts staff preview. */
export type ContentAnswers = Partial<Record<string, (lang: Locale) => unknown>>;

/**
 * A fake API for one visitor; records the paths asked. `students` null: the API refuses (403). Published
 * content is this release's unless `published` changes it; a draft preview answers only what `drafts` has.
 */
export function fakeApi({ me, students = [ana, luis], published = {}, drafts = {} }: { me: User | null; students?: InstructorStudent[] | null; published?: ContentAnswers; drafts?: ContentAnswers }) {
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    const path = url.split('?')[0]!;
    const lang: Locale = url.endsWith('lang=es') ? 'es' : 'en';
    asked.push(path);
    const [, draftKey] = /^\/api\/admin\/content\/([a-z0-9-]+)\/preview$/.exec(path) ?? [];
    if (draftKey) return drafts[draftKey] ? json(200, { key: draftKey, lang, version: 9, document: drafts[draftKey](lang) }) : json(403, { error: { code: 'FORBIDDEN', message: 'No.' } });
    const [, key] = /^\/api\/content\/([a-z0-9-]+)$/.exec(path) ?? [];
    const document = key && (published[key]?.(lang) ?? packageDocument(key, lang));
    if (document) return json(200, { key, lang, version: 2, document });
    if (path === '/api/auth/me') return me ? json(200, me) : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Please log in.' } });
    if (path === '/api/site-config') return json(200, { timeZone: 'America/New_York' });
    if (path.startsWith('/api/instructor/') && !students) return json(403, { error: { code: 'FORBIDDEN', message: 'No.' } });
    if (path === '/api/instructor/students') return json(200, students);
    if (path === '/api/instructor/class-summary') return json(200, students!.length ? summary : { ...summary, studentCount: 0, mostMissed: [] });
    if (path === '/api/instructor/practice') return json(200, { studentCount: students!.length, students: [], scenarios: [] });
    if (path === `/api/instructor/students/${ana.id}`) return json(200, anaDetail);
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  };
  return { fetch, asked };
}
