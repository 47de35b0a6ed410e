import type { Knex } from 'knex';
import { formatCertificateCode } from '@reentry/contracts/certificate-rules';
import { certificateKinds, type CertificateKind } from '@reentry/contracts/certificate-rules';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type {
  InstructorStudent,
  InstructorStudentDetail,
  ModuleStatus,
  StudentModule,
} from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import { NotFoundError } from '../../errors.js';
import { calendarDate } from '../certificates/certificate-wording.js';
import { gradedQuizzes, missedQuestions } from '../progress/missed-questions.js';
import { toProgress } from '../progress/progress.service.js';
import {
  assignedStudents,
  attemptStats,
  latestAttempts,
  progressRows,
  validCertificates,
  type AttemptStatsRow,
  type CertificateRow,
  type LatestAttemptRow,
  type ProgressRow,
  type StudentRow,
} from './instructor.model.js';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

function latestDate(dates: readonly Date[]): Date | null {
  return dates.reduce<Date | null>((latest, date) => (!latest || date > latest ? date : latest), null);
}

function toStudent(
  student: StudentRow,
  progress: readonly ProgressRow[],
  stats: readonly AttemptStatsRow[],
  certificates: readonly CertificateRow[],
  timeZone: string,
): InstructorStudent {
  const summary = toProgress(progress);
  const kindOrder = (row: CertificateRow) => certificateKinds.indexOf(row.kind as CertificateKind);
  return {
    id: student.id,
    name: student.name,
    username: student.username,
    email: student.email,
    progress: summary,
    completedCount: summary.completedModules.length,
    attemptsCount: stats.reduce((sum, row) => sum + row.attempts, 0),
    lastActivityAt: iso(latestDate(stats.map((row) => row.lastAt))),
    certificates: [...certificates]
      .sort((a, b) => kindOrder(a) - kindOrder(b))
      .map((row) => ({ kind: row.kind as CertificateKind, code: formatCertificateCode(row.code), issuedOn: calendarDate(row.issuedAt, timeZone) })),
  };
}

function byUser<T extends { userId: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row]);
  return map;
}

/** `GET /api/instructor/students`: the caller's assigned students with their progress, by name. */
export async function listStudents(knex: Knex, instructorId: number, timeZone: string): Promise<InstructorStudent[]> {
  const students = await assignedStudents(knex, instructorId);
  const ids = students.map((student) => student.id);
  const [progress, stats, certificates] = await Promise.all([progressRows(knex, ids), attemptStats(knex, ids), validCertificates(knex, ids)]);
  const progressByUser = byUser(progress);
  const statsByUser = byUser(stats);
  const certificatesByUser = byUser(certificates);
  return students.map((student) =>
    toStudent(student, progressByUser.get(student.id) ?? [], statsByUser.get(student.id) ?? [], certificatesByUser.get(student.id) ?? [], timeZone),
  );
}

function moduleStatus(progress: ProgressRow | undefined, attempts: number): ModuleStatus {
  if (progress?.completed) return 'completed';
  return attempts > 0 ? 'in-progress' : 'not-started';
}

/**
 * `GET /api/instructor/students/:id`: one assigned student, module by module. A student who is not the
 * caller's (or does not exist) is the same 404, so ids cannot be probed.
 */
export async function getStudent(knex: Knex, instructorId: number, studentId: number, locale: Locale, timeZone: string): Promise<InstructorStudentDetail> {
  const [student] = await assignedStudents(knex, instructorId, studentId);
  if (!student) throw new NotFoundError('Student not found.', 'api.instructor.studentNotFound');
  const [progress, stats, latest, certificates] = await Promise.all([
    progressRows(knex, [student.id]),
    attemptStats(knex, [student.id]),
    latestAttempts(knex, [student.id]),
    validCertificates(knex, [student.id]),
  ]);
  const quizOf = await gradedQuizzes(knex, latest);
  const modules = MODULE_IDS.map((moduleId): StudentModule => {
    const row = progress.find((p) => p.moduleId === moduleId);
    const stat = stats.find((s) => s.moduleId === moduleId);
    const last = latest.find((a) => a.moduleId === moduleId);
    return {
      moduleId,
      status: moduleStatus(row, stat?.attempts ?? 0),
      bestScore: row?.score ?? null,
      lastScore: last?.score ?? null,
      attempts: stat?.attempts ?? 0,
      firstAttemptAt: iso(stat?.firstAt),
      lastAttemptAt: iso(stat?.lastAt),
      completedAt: iso(row?.completedAt),
      missedQuestions: last ? missedQuestions(last, quizOf(last, locale)) : [],
    };
  });
  return { ...toStudent(student, progress, stats, certificates, timeZone), modules };
}
