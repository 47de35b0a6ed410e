import type { InstructorStudent } from '@reentry/contracts/instructor';

export type StudentOrder = 'name' | 'progress-desc' | 'progress-asc';

/** Lowercase without accents, so "jose" finds "José". */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Students whose name, username or email contains the search text (all of them for an empty search). */
export function searchStudents(students: readonly InstructorStudent[], query: string): InstructorStudent[] {
  const wanted = folded(query.trim());
  if (!wanted) return [...students];
  return students.filter((student) => [student.name, student.username, student.email ?? ''].some((text) => folded(text).includes(wanted)));
}

/** By name, or by completed modules (ties: more quiz attempts counts as more progress, then by name). */
export function sortStudents(students: readonly InstructorStudent[], order: StudentOrder, locale: string): InstructorStudent[] {
  const byName = (a: InstructorStudent, b: InstructorStudent) => a.name.localeCompare(b.name, locale) || a.id - b.id;
  const progress = (student: InstructorStudent) => student.completedCount * 10_000 + Math.min(student.attemptsCount, 9_999);
  const sorted = [...students];
  if (order === 'name') return sorted.sort(byName);
  const direction = order === 'progress-desc' ? -1 : 1;
  return sorted.sort((a, b) => direction * (progress(a) - progress(b)) || byName(a, b));
}
