import type { ClassCode } from '@reentry/contracts/class-codes';
import type { ClassSummary, InstructorStudent, InstructorStudentDetail, StudentModule } from '@reentry/contracts/instructor';
import type { FetchLike } from '@reentry/platform';

// Standalone runs only (bootstrap.tsx): a pretend class, so the portal can be worked on without an API.
const students: InstructorStudent[] = [
  { id: 1, name: 'Sample Student', username: 'sample.student', email: 'student@example.org', progress: { completedModules: [1], quizScores: { '1': 80 } }, completedCount: 1, attemptsCount: 2, lastActivityAt: '2026-01-15T15:00:00.000Z', certificates: [] },
  { id: 2, name: 'Another Student', username: 'another42', email: 'another@example.org', progress: { completedModules: [], quizScores: {} }, completedCount: 0, attemptsCount: 0, lastActivityAt: null, certificates: [] },
];

const emptyModule = (moduleId: number): StudentModule => ({
  moduleId, status: 'not-started', bestScore: null, lastScore: null, attempts: 0, firstAttemptAt: null, lastAttemptAt: null, completedAt: null, missedQuestions: [],
});

const summary: ClassSummary = {
  studentCount: students.length,
  modules: [1, 2, 3, 4, 5, 6].map((moduleId) => ({ moduleId, completedBy: moduleId === 1 ? 1 : 0, attemptedBy: moduleId === 1 ? 1 : 0, averageBestScore: moduleId === 1 ? 80 : null })),
  mostMissed: [],
  paper: { people: 3, modules: [1, 2, 3, 4, 5, 6].map((moduleId) => ({ moduleId, passedBy: moduleId === 1 ? 2 : 0, sheets: moduleId === 1 ? 4 : 0 })) },
};

const sampleCode = (id: number, code: string, maxSignups: number, hours: number): ClassCode => ({
  id, code, signupPath: `/signup?class=${code}`, maxSignups, usedSignups: 0, remainingSignups: maxSignups,
  createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + hours * 3_600_000).toISOString(),
});
let classCodes: ClassCode[] = [sampleCode(1, 'KM7P-3QXR', 40, 4)];

/** The Class Codes tab: list, make (a made-up code) and turn off, kept in memory. */
function classCodesAnswer(path: string, init?: RequestInit): Response | undefined {
  if (path === '/api/instructor/class-codes' && init?.method === 'POST') {
    const { maxSignups = 40, hours = 4 } = JSON.parse(String(init.body ?? '{}')) as { maxSignups?: number; hours?: number };
    const made = sampleCode(classCodes.length + 2, `ABCD-${2345 + classCodes.length}`, maxSignups, hours);
    classCodes = [made, ...classCodes];
    return json(201, made);
  }
  if (path === '/api/instructor/class-codes') return json(200, classCodes);
  const revoke = /^\/api\/instructor\/class-codes\/(\d+)\/revoke$/.exec(path);
  if (!revoke) return undefined;
  classCodes = classCodes.filter((code) => code.id !== Number(revoke[1]));
  return new Response(null, { status: 204 });
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers the instructor API with the pretend class; everything else goes to the network. */
export const sampleInstructorApi: FetchLike = async (input, init) => {
  const path = input.split('?')[0]!;
  const codes = classCodesAnswer(path, init);
  if (codes) return codes;
  if (path === '/api/instructor/students') return json(200, students);
  if (path === '/api/instructor/class-summary') return json(200, summary);
  if (path === '/api/instructor/class-contact') return json(200, { contactLine: null });
  if (path === '/api/instructor/practice') return json(200, { studentCount: students.length, students: students.map((s) => ({ id: s.id, name: s.name, done: [] })), scenarios: [] });
  const student = students.find((s) => path === `/api/instructor/students/${s.id}`);
  if (student) {
    const detail: InstructorStudentDetail = { ...student, modules: [1, 2, 3, 4, 5, 6].map(emptyModule) };
    return json(200, detail);
  }
  if (path.startsWith('/api/instructor/')) return json(404, { error: { code: 'NOT_FOUND', message: 'Not found.' } });
  return fetch(input, init);
};
