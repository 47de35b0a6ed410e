import type { Knex } from 'knex';
import { ModuleProgressModel } from '../progress/progress.model.js';
import { QuizAttemptModel } from '../progress/quiz-attempts.model.js';
import { UserModel } from '../users/users.model.js';

/** The only user fields the instructor views read: never the hash, roles or anything else. */
export interface StudentRow {
  id: number;
  name: string;
  username: string;
  email: string;
}

export interface ProgressRow {
  userId: number;
  moduleId: number;
  completed: boolean;
  score: number | null;
  completedAt: Date | null;
}

export interface AttemptStatsRow {
  userId: number;
  moduleId: number;
  attempts: number;
  firstAt: Date;
  lastAt: Date;
}

export type LatestAttemptRow = Pick<QuizAttemptModel, 'userId' | 'moduleId' | 'questionIds' | 'answers' | 'correct' | 'score' | 'createdAt' | 'contentVersion'>;

/**
 * The students assigned to this instructor right now (or the one with `studentId`, if assigned), by name.
 * Read on every request, so a student reassigned elsewhere is gone at once.
 */
export async function assignedStudents(knex: Knex, instructorId: number, studentId?: number): Promise<StudentRow[]> {
  const query = UserModel.query(knex)
    .select('id', 'name', 'username', 'email')
    .where({ assignedInstructorId: instructorId })
    .orderBy([{ column: 'name' }, { column: 'id' }]);
  if (studentId !== undefined) query.where({ id: studentId });
  return (await query) as unknown as StudentRow[];
}

export async function progressRows(knex: Knex, userIds: readonly number[]): Promise<ProgressRow[]> {
  if (userIds.length === 0) return [];
  const rows = await ModuleProgressModel.query(knex)
    .select('userId', 'moduleId', 'completed', 'score', 'completedAt')
    .whereIn('userId', userIds);
  return rows as unknown as ProgressRow[];
}

/** Attempts per student and module: how many, the first and the latest. */
export async function attemptStats(knex: Knex, userIds: readonly number[]): Promise<AttemptStatsRow[]> {
  if (userIds.length === 0) return [];
  const rows = await QuizAttemptModel.query(knex)
    .select('userId', 'moduleId')
    .count({ attempts: '*' })
    .min('createdAt as firstAt')
    .max('createdAt as lastAt')
    .whereIn('userId', userIds)
    .groupBy('userId', 'moduleId');
  return rows as unknown as AttemptStatsRow[];
}

/** Each student's latest attempt at each module they tried (what they would go over next). */
export async function latestAttempts(knex: Knex, userIds: readonly number[]): Promise<LatestAttemptRow[]> {
  if (userIds.length === 0) return [];
  const rows = await QuizAttemptModel.query(knex)
    .distinctOn(['userId', 'moduleId'])
    .select('userId', 'moduleId', 'questionIds', 'answers', 'correct', 'score', 'createdAt', 'contentVersion')
    .whereIn('userId', userIds)
    .orderBy([{ column: 'userId' }, { column: 'moduleId' }, { column: 'createdAt', order: 'desc' }, { column: 'id', order: 'desc' }]);
  return rows as unknown as LatestAttemptRow[];
}

export interface CertificateRow {
  userId: number;
  kind: string;
  code: string;
  issuedAt: Date;
}

/** The students' certificates that still verify as valid. */
export async function validCertificates(knex: Knex, userIds: readonly number[]): Promise<CertificateRow[]> {
  if (userIds.length === 0) return [];
  return (await knex('certificates').whereIn('userId', userIds).whereNull('revokedAt').select('userId', 'kind', 'code', 'issuedAt')) as CertificateRow[];
}
