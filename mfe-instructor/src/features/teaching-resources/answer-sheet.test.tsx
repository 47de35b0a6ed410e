import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Quiz } from '@reentry/contracts/content-quiz';
import { AnswerSheet } from './answer-sheet';
import { sheetId, sheetModule } from './answer-sheet-id';

const question = (id: string, values: string[]) => ({ id, text: `Question ${id}?`, options: values.map((value) => ({ value, label: `Option ${value}` })) });
const quiz = { moduleId: 6, questions: [question('q1', ['a', 'b', 'c', 'd']), question('q2', ['a', 'b', 'c']), question('q3', ['a', 'b'])] } as unknown as Quiz;

describe('the paper answer sheet (issue 41)', () => {
  it('has the sheet id, the class, a box for the name, and one row per question with its own letters, no question text', () => {
    render(
      <IntlProvider locale="en">
        <AnswerSheet moduleId={6} title="Steps after release" quiz={quiz} instructor="Ms. Lee" sheet="M6-AB12" large={false} />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Answer sheet: Module 6, Steps after release');
    expect(screen.getByText('Sheet M6-AB12 · Class of Ms. Lee')).toBeTruthy();
    expect(screen.getByText('Your name or roster number')).toBeTruthy();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Question 1: A B C D', 'Question 2: A B C', 'Question 3: A B']);
    expect(screen.queryByText('Question q1?')).toBeNull();
    expect(document.querySelector('.answer-sheet--large')).toBeNull();
  });

  it('reads only a module that exists from the address, and gives a sheet of other questions another id', () => {
    expect(['1', '6', '0', '7', '06', 'x', undefined].map(sheetModule)).toEqual([1, 6, null, null, null, null, null]);
    expect(sheetId(6, ['q1', 'q2'])).toMatch(/^M6-[0-9A-Z]{4}$/);
    expect(sheetId(6, ['q1', 'q2'])).toBe(sheetId(6, ['q1', 'q2']));
    expect(sheetId(6, ['q1', 'q2'])).not.toBe(sheetId(6, ['q1', 'q3']));
  });
});
