import type { Knex } from 'knex';
import type { AdminUserProgress, UserProgressListQuery } from '@reentry/contracts/admin-lists';
import type { UserClassification } from '@reentry/contracts/admin-rules';
import { toProgress } from '../progress/progress.service.js';
import { csvDateTime, type CsvColumn } from '../admin-lists/csv-export.js';
import type { ListSpec } from '../admin-lists/list-engine.js';

/** Spec section 4: Instructor, Assigned Student (has an instructor) or Unassigned. */
export function classify(user: { isInstructor: boolean; assignedInstructorId: number | null }): UserClassification {
  return user.isInstructor ? 'instructor' : user.assignedInstructorId !== null ? 'assigned' : 'unassigned';
}

function filterRole(qb: Knex.QueryBuilder, role: UserProgressListQuery['role']): void {
  if (role === 'instructor') qb.where('users.is_instructor', true);
  if (role === 'admin') qb.where('users.is_admin', true);
  if (role === 'assigned') qb.where('users.is_instructor', false).whereNotNull('users.assigned_instructor_id');
  // Students waiting for an instructor: admins cannot be students, so they are not in this group.
  if (role === 'unassigned') qb.where({ 'users.is_instructor': false, 'users.is_admin': false }).whereNull('users.assigned_instructor_id');
}

type ProgressRow = [moduleId: number, completed: boolean, score: number | null];

/** `GET /api/admin/user-progress`: every account with its classification and module progress. */
export const userProgressList: ListSpec<UserProgressListQuery, AdminUserProgress> = {
  table: 'users',
  sortColumns: { createdAt: ['created_at', 'timestamptz'], name: ['name', 'text'], username: ['username', 'text'] },
  filter(qb, query) {
    // A deleted account (issue 31) stays as a nameless row for the aggregate figures, not as a person to list.
    qb.whereNull('users.deleted_at');
    filterRole(qb, query.role);
    if (query.instructorId) qb.where('users.assigned_instructor_id', query.instructorId);
  },
  select(qb, { knex }) {
    qb.leftJoin('users as instructor', 'instructor.id', 'users.assigned_instructor_id').select(
      ...['id', 'username', 'name', 'email', 'is_admin', 'is_instructor', 'is_content_editor', 'assigned_instructor_id', 'created_at'].map((column) => `users.${column}`),
      'instructor.name as assigned_instructor_name',
      // One small subquery per row of the page (module_progress is unique on user and module).
      knex.raw(
        "(select coalesce(json_agg(json_build_array(mp.module_id, mp.completed, mp.score) order by mp.module_id), '[]') from module_progress mp where mp.user_id = users.id) as progress",
      ),
    );
  },
  toRow(row) {
    const progress = toProgress((row.progress as ProgressRow[]).map(([moduleId, completed, score]) => ({ moduleId, completed, score })));
    const user = {
      id: row.id as number,
      username: row.username as string,
      name: row.name as string,
      email: row.email as string,
      isAdmin: row.isAdmin as boolean,
      isInstructor: row.isInstructor as boolean,
      isContentEditor: row.isContentEditor as boolean,
      assignedInstructorId: (row.assignedInstructorId as number | null) ?? null,
      assignedInstructorName: (row.assignedInstructorName as string | null) ?? null,
      createdAt: new Date(row.createdAt as string).toISOString(),
    };
    return { ...user, classification: classify(user), completedModules: progress.completedModules, quizScores: progress.quizScores };
  },
};

export const userProgressCsv = (timeZone: string): CsvColumn<AdminUserProgress>[] => [
  { header: 'id', value: (row) => row.id },
  { header: 'registered', value: (row) => csvDateTime(row.createdAt, timeZone) },
  { header: 'username', value: (row) => row.username },
  { header: 'name', value: (row) => row.name },
  { header: 'email', value: (row) => row.email },
  { header: 'classification', value: (row) => row.classification },
  { header: 'admin', value: (row) => row.isAdmin },
  { header: 'instructor', value: (row) => row.assignedInstructorName },
  { header: 'completed_modules', value: (row) => row.completedModules.join(' ') },
  { header: 'completed_count', value: (row) => row.completedModules.length },
  ...[1, 2, 3, 4, 5, 6].map((moduleId) => ({ header: `module_${moduleId}_score`, value: (row: AdminUserProgress) => row.quizScores[String(moduleId)] ?? null })),
];
