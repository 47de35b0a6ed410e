import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { EntryGrid } from './entry-grid';

const question = (id: string, values: string[]) => ({ id, text: `${id}?`, options: values.map((value) => ({ value, label: value })) });
// Question 2 has three options: A to C only.
const quiz = { questions: [question('q1', ['a', 'b', 'c', 'd']), question('q2', ['a', 'b', 'c']), question('q3', ['a', 'b', 'c', 'd'])] } as unknown as Quiz;
const people = [
  { id: 4, name: 'Ana' },
  { id: 9, name: 'Luis' },
];

function renderGrid() {
  render(
    <IntlProvider locale="en">
      <EntryGrid quiz={quiz} people={people} values={{}} mistakes={{}} saved={new Map([[9, { rosterId: 9, score: 86, passed: true, enteredAt: '2026-01-01T00:00:00.000Z' }]])} locked={new Set()} />
    </IntlProvider>,
  );
  return (name: string, number: number) => screen.getByRole('textbox', { name: `${name}, question ${number}` }) as HTMLInputElement;
}
const values = () => screen.getAllByRole('textbox').map((cell) => (cell as HTMLInputElement).value).join('');

describe('the entry grid by keyboard (script only: without it the cells are plain inputs)', () => {
  it('fills a cell with a letter (either case) and moves on; the end of a row goes to the next row', async () => {
    const cell = renderGrid();
    await userEvent.click(cell('Ana', 1));
    await userEvent.keyboard('aBc');
    expect(document.activeElement).toBe(cell('Luis', 1));
    await userEvent.keyboard('dca');
    expect(values()).toBe('ABCDCA');
    expect(screen.getByRole('row', { name: /Luis/ }).textContent).toContain('86% (passed)');
  });

  it('does not enter a key that is not an answer to the question, and says so politely', async () => {
    const cell = renderGrid();
    await userEvent.click(cell('Ana', 1));
    await userEvent.keyboard('e');
    expect(cell('Ana', 1).value).toBe('');
    expect(document.activeElement).toBe(cell('Ana', 1));
    const note = document.querySelector('[aria-live="polite"]')!;
    expect(note.textContent).toBe('“e” is not an answer to this question. Type A, B, C, or D.');
    await userEvent.keyboard('a');
    expect(note.textContent).toBe('');
    // Question 2 has three options.
    await userEvent.keyboard('d1 ');
    expect(cell('Ana', 2).value).toBe('');
    expect(note.textContent).toBe('“ ” is not an answer to this question. Type A, B, or C.');
    await userEvent.keyboard('c');
    expect(values()).toBe('AC');
  });

  it('goes back with Backspace on an empty cell, and moves with the arrow keys', async () => {
    const cell = renderGrid();
    await userEvent.click(cell('Ana', 1));
    await userEvent.keyboard('ab');
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(cell('Ana', 2));
    await userEvent.keyboard('{Backspace}');
    // A filled cell: Backspace empties it and stays.
    expect([cell('Ana', 2).value, document.activeElement]).toEqual(['', cell('Ana', 2)]);
    await userEvent.keyboard('{Backspace}');
    expect(document.activeElement).toBe(cell('Ana', 1));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(cell('Luis', 1));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cell('Luis', 3));
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(document.activeElement).toBe(cell('Ana', 2));
    // The grid's edges: nowhere further to go.
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(cell('Ana', 2));
  });
});
