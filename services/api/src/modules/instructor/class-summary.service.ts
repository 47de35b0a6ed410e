import type { Knex } from 'knex';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { EditableQuiz } from '@reentry/contracts/content-studio';
import { MOST_MISSED_LIMIT, type ClassPaperTotals, type ClassSummary, type MostMissedQuestion } from '@reentry/contracts/instructor';
import type { Locale } from '@reentry/contracts/locale';
import type { PublishedContent } from '../content/published-cache.js';
import { publishedQuizzes } from '../content/published-views.js';
import { assignedStudents, latestAttempts, progressRows, type LatestAttemptRow } from './instructor.model.js';

/**
 * The questions most of the class got wrong on their latest attempt at each module: what to go over
 * together next, worded as the published quiz words them now (a question no longer in it is left out).
 * Ranked by how many students missed it, then by the share of those who tried the module.
 */
export function mostMissed(latest: readonly LatestAttemptRow[], quizzes: ReadonlyMap<number, EditableQuiz>): MostMissedQuestion[] {
  const attemptedBy = new Map<number, number>();
  const missed = new Map<string, { moduleId: number; questionId: string; missedBy: number }>();
  for (const attempt of latest) {
    attemptedBy.set(attempt.moduleId, (attemptedBy.get(attempt.moduleId) ?? 0) + 1);
    attempt.questionIds.forEach((questionId, index) => {
      if (attempt.correct[index]) return;
      const key = `${attempt.moduleId}:${questionId}`;
      const entry = missed.get(key) ?? { moduleId: attempt.moduleId, questionId, missedBy: 0 };
      entry.missedBy += 1;
      missed.set(key, entry);
    });
  }
  const order = (moduleId: number, questionId: string) => quizzes.get(moduleId)?.questions.findIndex((q) => q.id === questionId) ?? -1;
  return [...missed.values()]
    .flatMap((entry) => {
      const text = quizzes.get(entry.moduleId)?.questions.find((q) => q.id === entry.questionId)?.text;
      return text ? [{ ...entry, text, attemptedBy: attemptedBy.get(entry.moduleId) ?? 0 }] : [];
    })
    .sort(
      (a, b) =>
        b.missedBy - a.missedBy ||
        b.missedBy / b.attemptedBy - a.missedBy / a.attemptedBy ||
        a.moduleId - b.moduleId ||
        order(a.moduleId, a.questionId) - order(b.moduleId, b.questionId),
    )
    .slice(0, MOST_MISSED_LIMIT);
}

/**
 * The caller's roster's paper sheets as totals (issue 41: "the class's totals keep it"), in one query: a row
 * per module and the grand total (`grouping sets`, module null) of people with a sheet. A claimed person stays
 * counted; one whose claiming account is now the caller's student is left out (their sheets are that
 * student's attempts now, counted in the student totals), so nobody is counted twice.
 */
export async function paperTotals(knex: Knex, instructorId: number): Promise<ClassPaperTotals> {
  const rows = (await knex('paper_attempts as sheet')
    .join('roster_people as person', 'person.id', 'sheet.rosterPersonId')
    .where('person.instructorId', instructorId)
    .whereNotExists((student) =>
      student.select(knex.raw('1')).from('users as account').whereRaw('account.id = person.claimed_by_user_id').where('account.assignedInstructorId', instructorId),
    )
    .select('sheet.moduleId')
    .select(knex.raw('count(distinct sheet.roster_person_id) as people'))
    .select(knex.raw('count(distinct sheet.roster_person_id) filter (where sheet.passed) as passed_by'))
    .select(knex.raw('count(*) as sheets'))
    .groupByRaw('grouping sets ((sheet.module_id), ())')) as { moduleId: number | null; people: number; passedBy: number; sheets: number }[];
  const byModule = new Map(rows.map((row) => [row.moduleId, row]));
  return {
    people: byModule.get(null)?.people ?? 0,
    modules: MODULE_IDS.map((moduleId) => ({ moduleId, passedBy: byModule.get(moduleId)?.passedBy ?? 0, sheets: byModule.get(moduleId)?.sheets ?? 0 })),
  };
}

/** `GET /api/instructor/class-summary`: per-module completion and scores, the most-missed questions, the paper totals. */
export async function getClassSummary(knex: Knex, content: PublishedContent, instructorId: number, locale: Locale): Promise<ClassSummary> {
  const students = await assignedStudents(knex, instructorId);
  const ids = students.map((student) => student.id);
  const [progress, latest, paper] = await Promise.all([progressRows(knex, ids), latestAttempts(knex, ids), paperTotals(knex, instructorId)]);
  const quizzes = await publishedQuizzes(content, latest.map((attempt) => attempt.moduleId), locale);
  const modules = MODULE_IDS.map((moduleId) => {
    const rows = progress.filter((row) => row.moduleId === moduleId);
    const scores = rows.flatMap((row) => (row.score === null ? [] : [row.score]));
    return {
      moduleId,
      completedBy: rows.filter((row) => row.completed).length,
      attemptedBy: latest.filter((attempt) => attempt.moduleId === moduleId).length,
      averageBestScore: scores.length ? Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length) : null,
    };
  });
  return { studentCount: students.length, modules, mostMissed: mostMissed(latest, quizzes), paper };
}
