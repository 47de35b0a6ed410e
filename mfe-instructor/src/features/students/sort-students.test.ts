import type { InstructorStudent } from '@reentry/contracts/instructor';
import { searchStudents, sortStudents } from './sort-students';

const student = (id: number, name: string, completedCount: number, attemptsCount = 0): InstructorStudent => ({
  id,
  name,
  username: `${name.split(' ')[1]!.toLowerCase()}${id}`,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.org`,
  completedCount,
  attemptsCount,
  progress: { completedModules: [], quizScores: {} },
  lastActivityAt: null,
  certificates: [],
});

const students = [student(1, 'Zoe Lane', 2, 4), student(2, 'José Ruiz', 5, 9), student(3, 'Ana Díaz', 2, 7), student(4, 'Bo Kim', 0)];

describe('the student list order and search', () => {
  it('sorts by name, by most progress and by least progress', () => {
    expect(sortStudents(students, 'name', 'en').map((s) => s.id)).toEqual([3, 4, 2, 1]);
    expect(sortStudents(students, 'progress-desc', 'en').map((s) => s.id)).toEqual([2, 3, 1, 4]);
    expect(sortStudents(students, 'progress-asc', 'en').map((s) => s.id)).toEqual([4, 1, 3, 2]);
  });

  it('finds by name, username or email, ignoring case and accents', () => {
    expect(searchStudents(students, 'RUIZ2').map((s) => s.id)).toEqual([2]);
    expect(searchStudents(students, '  jose ').map((s) => s.id)).toEqual([2]);
    expect(searchStudents(students, 'DÍAZ').map((s) => s.id)).toEqual([3]);
    expect(searchStudents(students, 'bo@example').map((s) => s.id)).toEqual([4]);
    expect(searchStudents(students, '')).toHaveLength(4);
    expect(searchStudents(students, 'nobody')).toEqual([]);
  });
});
