import type { Quiz } from '@reentry/contracts/content-quiz';
import { cellName, cellNames, checkGrid, gridFingerprint, unclaimed } from './grid-cells';

const question = (id: string, values: string[]) => ({ id, text: `${id}?`, options: values.map((value) => ({ value, label: value })) });
const quiz = { questions: [question('q1', ['a', 'b', 'c', 'd']), question('q2', ['a', 'b', 'c']), question('q3', ['a', 'b', 'c', 'd'])] } as unknown as Quiz;
const people = [
  { id: 4, name: 'Ana' },
  { id: 9, name: 'Luis' },
  { id: 11, name: 'Rosa' },
];
const row = (id: number, ...letters: string[]) => Object.fromEntries(letters.map((letter, index) => [cellName(id, index), letter]));

describe('the entry grid as posted', () => {
  it('makes a sheet of each full row (either case), skips a wholly blank row, and marks blanks and wrong letters', () => {
    const check = checkGrid(quiz, people, { ...row(4, 'a', 'C', ' d '), ...row(9, '', '', ''), ...row(11, 'b', 'd', '') });
    expect(check.sheets).toEqual([{ rosterId: 4, answers: ['a', 'c', 'd'] }]);
    // Question 2 has three options: D is not on the sheet.
    expect(check.mistakes).toEqual({ r11q2: 'letter', r11q3: 'blank' });
  });

  it('reads a missing or hostile cell as what it is: no answer', () => {
    const check = checkGrid(quiz, people, { ...row(4, 'a', '\u0000', 'x'.repeat(10_000)), r9q1: '🙂' });
    expect(check.sheets).toEqual([]);
    expect(check.mistakes).toEqual({ r4q2: 'letter', r4q3: 'letter', r9q1: 'letter', r9q2: 'blank', r9q3: 'blank' });
  });

  it('names every cell row by row, leaves out claimed people, and tells a changed grid by its fingerprint', () => {
    expect(cellNames(quiz, people.slice(0, 2))).toEqual(['r4q1', 'r4q2', 'r4q3', 'r9q1', 'r9q2', 'r9q3']);
    expect(unclaimed([...people, { id: 12, name: 'Bea', claimedAt: '2026-01-01T00:00:00.000Z' }]).map((person) => person.id)).toEqual([4, 9, 11]);
    const names = cellNames(quiz, people);
    const first = gridFingerprint(names, row(4, 'a', 'b', 'c'));
    expect(gridFingerprint(names, row(4, 'A', 'b ', 'c'))).toBe(first);
    expect(gridFingerprint(names, row(4, 'a', 'b', 'd'))).not.toBe(first);
    expect(gridFingerprint(names, { ...row(4, 'a', 'b', 'c'), ...row(9, 'a') })).not.toBe(first);
  });
});
