import type { Knex } from 'knex';
import type { AccountExport } from '@reentry/contracts/account';
import { listUserSessions } from '../sessions/sessions.service.js';
import { accountSecurity, formsSentWith, iso, measuredLearning, savedWhileLearning } from './account-export.parts.js';

interface ProfileRow {
  username: string;
  name: string;
  email: string | null;
  emailVerifiedAt: Date | null;
  locale: string | null;
  createdAt: Date;
  isAdmin: boolean;
  isInstructor: boolean;
  isContentEditor: boolean;
  instructorName: string | null;
}

const rolesOf = (user: ProfileRow) => [...(user.isAdmin ? ['admin'] : []), ...(user.isInstructor ? ['instructor'] : []), ...(user.isContentEditor ? ['content-editor'] : []), 'learner'];

/**
 * `GET /api/account/export`: everything kept about the account, as one JSON document: the profile, progress,
 * every quiz attempt (marked online or paper: a claimed card's sheets) and Spot the scam answer, the before-checks and well-being answers, the money plan, the reading position, certificates, the class
 * (the instructor's name), open sessions, email changes, two-step sign-in, the audit entries by or about the
 * account, and the forms sent from its address once that address is verified. The deletion decision record
 * lists each table and where it is here.
 */
export async function exportAccount(knex: Knex, userId: number): Promise<AccountExport> {
  const user = (await knex('users as u')
    .leftJoin('users as i', 'i.id', 'u.assignedInstructorId')
    .where('u.id', userId)
    .first('u.username', 'u.name', 'u.email', 'u.emailVerifiedAt', 'u.locale', 'u.createdAt', 'u.isAdmin', 'u.isInstructor', 'u.isContentEditor', 'i.name as instructorName')) as ProfileRow;
  const verified = user.emailVerifiedAt !== null;
  const [progress, attempts, certificates, sessions, forms, learning, security, measures] = await Promise.all([
    knex('module_progress').where({ userId }).orderBy('moduleId').select('moduleId', 'completed', 'score', 'completedAt') as Promise<{ moduleId: number; completed: boolean; score: number | null; completedAt: Date | null }[]>,
    knex('quiz_attempts').where({ userId }).orderBy('id').select('moduleId', 'score', 'passed', 'answers', 'createdAt', 'source') as Promise<{ moduleId: number; score: number; passed: boolean; answers: string[]; createdAt: Date; source: 'online' | 'paper' }[]>,
    knex('certificates').where({ userId }).orderBy('id').select('code', 'kind', 'printedName', 'issuedAt', 'revokedAt') as Promise<{ code: string; kind: string; printedName: string; issuedAt: Date; revokedAt: Date | null }[]>,
    listUserSessions(knex, userId, undefined),
    formsSentWith(knex, user.email, verified),
    savedWhileLearning(knex, userId),
    accountSecurity(knex, userId),
    measuredLearning(knex, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: { username: user.username, name: user.name, email: user.email, emailVerified: verified, locale: user.locale, createdAt: iso(user.createdAt)!, roles: rolesOf(user) },
    progress: progress.map((row) => ({ moduleId: row.moduleId, completed: row.completed, quizScore: row.score, updatedAt: iso(row.completedAt) })),
    quizAttempts: attempts.map((row) => ({ moduleId: row.moduleId, score: row.score, passed: row.passed, answers: row.answers, createdAt: iso(row.createdAt)!, source: row.source })),
    ...learning,
    ...measures,
    certificates: certificates.map((row) => ({ code: row.code, kind: row.kind, printedName: row.printedName, issuedAt: iso(row.issuedAt)!, revokedAt: iso(row.revokedAt) })),
    classMembership: user.instructorName ? { instructorName: user.instructorName } : null,
    sessions: sessions.map((session) => ({ browser: session.browser, system: session.system, createdAt: session.createdAt, lastSeenAt: session.lastSeenAt })),
    ...security,
    forms,
  };
}
