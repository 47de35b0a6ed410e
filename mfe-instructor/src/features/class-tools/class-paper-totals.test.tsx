import { render, screen, within } from '@testing-library/react';
import type { ClassSummary } from '@reentry/contracts/instructor';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import { json, summary } from '../../test/fixtures';
import { ClassTools } from './class-tools';

/** The class tools with the API answering `paper` in the class summary (and nothing else of note). */
function renderWith(paper: ClassSummary['paper'], locale: 'en' | 'es' = 'en') {
  const platform = createMockPlatform({
    fetch: async (url) => {
      if (url.startsWith('/api/instructor/class-summary')) return json(200, { ...summary, paper });
      if (url.startsWith('/api/instructor/practice')) return json(200, { studentCount: 0, students: [], scenarios: [] });
      return json(200, { timeZone: 'America/New_York' });
    },
  });
  return render(
    <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ instructor: loadMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <ClassTools students={[]} />
    </PlatformProvider>,
  );
}

const modules = (passed: number[], sheets: number[]) => passed.map((passedBy, i) => ({ moduleId: i + 1, passedBy, sheets: sheets[i]! }));
const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => Array.from(row.children, (cell) => cell.textContent));

describe('the class summary\'s "On paper" part (issue 41: the class\'s totals keep the paper work)', () => {
  it('says how many people are on paper and, per module with sheets, how many passed on paper', async () => {
    renderWith({ people: 3, modules: modules([2, 1, 0, 0, 0, 0], [4, 1, 0, 0, 0, 0]) });
    const part = (await screen.findByRole('heading', { name: 'On paper' })).closest('section')!;
    expect(within(part).getByText('3 people on paper')).toBeTruthy();
    expect(rowsOf(within(part).getByRole('table'))).toEqual([
      ['Module', 'Passed on paper', 'Sheets typed in'],
      ['Module 1', '2', '4'],
      ['Module 2', '1', '1'],
    ]);
  });

  it('speaks Spanish, one person in the singular', async () => {
    renderWith({ people: 1, modules: modules([0, 0, 0, 0, 0, 0], [0, 0, 1, 0, 0, 0]) }, 'es');
    const part = (await screen.findByRole('heading', { name: 'En papel' })).closest('section')!;
    expect(within(part).getByText('1 persona en papel')).toBeTruthy();
    expect(rowsOf(within(part).getByRole('table'))).toEqual([
      ['Módulo', 'Aprobaron en papel', 'Hojas escritas'],
      ['Módulo 3', '0', '1'],
    ]);
  });

  it('is not there when nobody has a paper sheet', async () => {
    renderWith({ people: 0, modules: modules([0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0]) });
    // The summary has arrived (its most-missed question shows), and still no "On paper".
    await screen.findByText('What is a blockchain?');
    expect(screen.queryByRole('heading', { name: 'On paper' })).toBeNull();
    expect(screen.queryByText(/on paper/)).toBeNull();
  });
});
