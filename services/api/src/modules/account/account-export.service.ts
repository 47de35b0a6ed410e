import type { Knex } from 'knex';
import type { AccountExport } from '@reentry/contracts/account';
import { listUserSessions } from '../sessions/sessions.service.js';

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The forms sent with the account's email address: which form, when, and where it stands (not their contents again). */
async function formsSentWith(knex: Knex, email: string | null): Promise<AccountExport['forms']> {
  if (!email) return [];
  const tables = [
    { form: 'contact-message', table: 'contact_messages', column: 'email' },
    { form: 'facility-request', table: 'facility_requests', column: 'contact_email' },
    { form: 'assistance-request', table: 'assistance_requests', column: 'email' },
  ];
  const lists = await Promise.all(
    tables.map(async ({ form, table, column }) => {
      const rows = (await knex(table).whereRaw(`lower(${column}) = lower(?)`, [email]).orderBy('createdAt').select('createdAt', 'status')) as { createdAt: Date; status: string | null }[];
      return rows.map((row) => ({ form, createdAt: iso(row.createdAt)!, status: row.status ?? null }));
    }),
  );
  return lists.flat();
}

/**
 * `GET /api/account/export`: everything kept about the account, as one JSON document: the profile,
 * progress, every quiz attempt, certificates, the class (the instructor's name), open sessions and forms.
 */
export async function exportAccount(knex: Knex, userId: number): Promise<AccountExport> {
  const user = (await knex('users as u')
    .leftJoin('users as i', 'i.id', 'u.assignedInstructorId')
    .where('u.id', userId)
    .first('u.username', 'u.name', 'u.email', 'u.locale', 'u.createdAt', 'u.isAdmin', 'u.isInstructor', 'i.name as instructorName')) as {
    username: string; name: string; email: string | null; locale: string | null; createdAt: Date; isAdmin: boolean; isInstructor: boolean; instructorName: string | null;
  };
  const [progress, attempts, certificates, sessions, forms] = await Promise.all([
    knex('module_progress').where({ userId }).orderBy('moduleId').select('moduleId', 'completed', 'score', 'completedAt') as Promise<{ moduleId: number; completed: boolean; score: number | null; completedAt: Date | null }[]>,
    knex('quiz_attempts').where({ userId }).orderBy('id').select('moduleId', 'score', 'passed', 'answers', 'createdAt') as Promise<{ moduleId: number; score: number; passed: boolean; answers: string[]; createdAt: Date }[]>,
    knex('certificates').where({ userId }).orderBy('id').select('code', 'kind', 'printedName', 'issuedAt', 'revokedAt') as Promise<{ code: string; kind: string; printedName: string; issuedAt: Date; revokedAt: Date | null }[]>,
    listUserSessions(knex, userId, undefined),
    formsSentWith(knex, user.email),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      username: user.username,
      name: user.name,
      email: user.email,
      locale: user.locale,
      createdAt: iso(user.createdAt)!,
      roles: [...(user.isAdmin ? ['admin'] : []), ...(user.isInstructor ? ['instructor'] : []), 'learner'],
    },
    progress: progress.map((row) => ({ moduleId: row.moduleId, completed: row.completed, quizScore: row.score, updatedAt: iso(row.completedAt) })),
    quizAttempts: attempts.map((row) => ({ moduleId: row.moduleId, score: row.score, passed: row.passed, answers: row.answers, createdAt: iso(row.createdAt)! })),
    certificates: certificates.map((row) => ({ code: row.code, kind: row.kind, printedName: row.printedName, issuedAt: iso(row.issuedAt)!, revokedAt: iso(row.revokedAt) })),
    classMembership: user.instructorName ? { instructorName: user.instructorName } : null,
    sessions: sessions.map((session) => ({ browser: session.browser, system: session.system, createdAt: session.createdAt, lastSeenAt: session.lastSeenAt })),
    forms,
  };
}
