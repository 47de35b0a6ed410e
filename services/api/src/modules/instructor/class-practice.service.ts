import type { Knex } from 'knex';
import type { Locale } from '@reentry/contracts/locale';
import type { ClassPractice } from '@reentry/contracts/practice';
import type { PublishedContent } from '../content/published-cache.js';
import { publishedScenarios } from '../content/published-views.js';
import { assignedStudents } from './instructor.model.js';

interface FirstAnswerRow {
  userId: number;
  scenarioId: string;
  correct: boolean;
}

/** Each student's first answer to each scenario they tried: what they knew before the explanation. */
async function firstAnswers(knex: Knex, userIds: readonly number[]): Promise<FirstAnswerRow[]> {
  if (userIds.length === 0) return [];
  return knex('practice_answers')
    .distinctOn('userId', 'scenarioId')
    .select('userId', 'scenarioId', 'correct')
    .whereIn('userId', userIds)
    .orderBy([{ column: 'userId' }, { column: 'scenarioId' }, { column: 'createdAt' }, { column: 'id' }]);
}

/**
 * `GET /api/instructor/practice`: only the caller's assigned students (read now). The published scenarios,
 * ranked by how many students got them wrong the first time, then in the list's order; answers to a
 * scenario no longer published are left out.
 */
export async function getClassPractice(knex: Knex, content: PublishedContent, instructorId: number, locale: Locale): Promise<ClassPractice> {
  const [students, { scenarios: published }] = await Promise.all([assignedStudents(knex, instructorId), publishedScenarios(content, locale)]);
  const ids = new Set(published.map((scenario) => scenario.id));
  const first = (await firstAnswers(knex, students.map((student) => student.id))).filter((row) => ids.has(row.scenarioId));
  const scenarios = published.map((scenario, order) => {
    const rows = first.filter((row) => row.scenarioId === scenario.id);
    return { id: scenario.id, title: scenario.title, answeredBy: rows.length, wrongBy: rows.filter((row) => !row.correct).length, order };
  });
  scenarios.sort((a, b) => b.wrongBy - a.wrongBy || a.order - b.order);
  return {
    studentCount: students.length,
    students: students.map((student) => ({
      id: student.id,
      name: student.name,
      done: first.filter((row) => row.userId === student.id).map((row) => row.scenarioId),
    })),
    scenarios: scenarios.map(({ order: _order, ...scenario }) => scenario),
  };
}
