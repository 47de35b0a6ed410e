import type { Quiz, QuizOptionValue } from '@reentry/contracts/content-quiz';
import { optionOfLetter } from '@reentry/contracts/paper-entry';

/** One row of the grid: a person on the roster. */
export interface GridPerson {
  id: number;
  name: string;
}

/** Why a cell cannot be saved: empty in a row that has other answers, or a letter the question does not have. */
export type CellMistake = 'blank' | 'letter';

/** The page's answer to Check (and to a Save of a grid changed since its check): nothing is saved. */
export interface GridAnswer {
  grid: {
    /** The cells as posted (and the step and fingerprint fields). */
    values: Record<string, string>;
    mistakes: Record<string, CellMistake>;
    /** How many rows are sheets ready to save. */
    ready: number;
    /** The fingerprint of a clean check with sheets to save ('' otherwise): Save then saves this grid. */
    checked: string;
    /** Tells one answer from the next (the summary takes focus at each). */
    answer: string;
  };
}

export const isGridAnswer = (value: unknown): value is GridAnswer => typeof (value as Partial<GridAnswer> | null)?.grid === 'object';

/** The field of one cell: the person's roster id and the question's number (from 1). */
export const cellName = (rosterId: number, question: number) => `r${rosterId}q${question + 1}`;

/** A person still on paper: a roster entry someone has claimed into their account is no longer typed in. */
export function unclaimed<Person extends GridPerson & { claimedAt?: string | null }>(people: readonly Person[]): Person[] {
  return people.filter((person) => !person.claimedAt);
}

/** Every cell's field, row by row. */
export function cellNames(quiz: Pick<Quiz, 'questions'>, people: readonly GridPerson[]): string[] {
  return people.flatMap((person) => quiz.questions.map((_, index) => cellName(person.id, index)));
}

export interface GridCheck {
  /** The rows ready to save, in the roster's order. */
  sheets: { rosterId: number; answers: QuizOptionValue[] }[];
  /** Each cell to fix, by field. */
  mistakes: Record<string, CellMistake>;
}

/**
 * The grid as posted: a row left wholly blank is not a sheet; a row with every cell one of its question's
 * letters (either case) is a sheet; any other row has mistakes at its cells. The API checks each sheet again.
 */
export function checkGrid(quiz: Pick<Quiz, 'questions'>, people: readonly GridPerson[], values: Readonly<Record<string, string>>): GridCheck {
  const check: GridCheck = { sheets: [], mistakes: {} };
  for (const person of people) {
    const typed = quiz.questions.map((_, index) => (values[cellName(person.id, index)] ?? '').trim());
    if (typed.every((cell) => cell === '')) continue;
    const answers = quiz.questions.map((question, index) => optionOfLetter(question, typed[index]!));
    answers.forEach((answer, index) => {
      if (answer === null) check.mistakes[cellName(person.id, index)] = typed[index] === '' ? 'blank' : 'letter';
    });
    if (answers.every((answer) => answer !== null)) check.sheets.push({ rosterId: person.id, answers: answers as QuizOptionValue[] });
  }
  return check;
}

/**
 * A short fingerprint of the cells as posted: Save saves only the grid its check saw (a cell changed after
 * the check is checked again first). Not a secret, only a change detector.
 */
export function gridFingerprint(names: readonly string[], values: Readonly<Record<string, string>>): string {
  let hash = 0x811c9dc5;
  for (const char of names.map((name) => `${name}=${(values[name] ?? '').trim().toUpperCase()}`).join('&')) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  }
  return `${names.length}-${hash.toString(36)}`;
}
