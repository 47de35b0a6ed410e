import { render, screen, within } from '@testing-library/react';
import type { ClassPractice } from '@reentry/contracts/practice';
import { createMockPlatform, createQueryClient, PlatformProvider } from '@reentry/platform';
import { loadMessages } from '../../i18n/load-messages';
import { json } from '../../test/fixtures';
import { ClassPracticeResults } from './class-practice';

function renderWith(practice: ClassPractice, locale: 'en' | 'es' = 'en') {
  const platform = createMockPlatform({ fetch: async (url) => (url.startsWith('/api/instructor/practice') ? json(200, practice) : json(404, {})) });
  return render(
    <PlatformProvider platform={platform} queryClient={createQueryClient()} catalogs={{ instructor: loadMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <ClassPracticeResults />
    </PlatformProvider>,
  );
}

const scenarios = [
  { id: 'sheriff-warrant', title: 'A call from the "sheriff"', answeredBy: 2, wrongBy: 2 },
  { id: 'job-check', title: 'A job that sends you a check', answeredBy: 1, wrongBy: 0 },
  { id: 'irs-impostor', title: 'A call from the "IRS"', answeredBy: 0, wrongBy: 0 },
];

describe('the class’s Spot the scam results', () => {
  it('lists the answered messages in the API’s order (most wrong first) and who has done which', async () => {
    renderWith({
      studentCount: 2,
      students: [
        { id: 1, name: 'Ana', done: ['sheriff-warrant'] },
        { id: 2, name: 'Bo', done: ['job-check', 'sheriff-warrant'] },
      ],
      scenarios,
    });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1).map((row) => row.textContent);
    expect(rows).toEqual(['A call from the "sheriff"22', 'A job that sends you a check01']);
    expect(screen.getByText('Bo').closest('li')!.textContent).toBe('Bo: 2 of 3 done (A job that sends you a check, A call from the "sheriff")');
  });

  it('says so in Spanish when nobody has answered yet', async () => {
    renderWith({ studentCount: 1, students: [{ id: 1, name: 'Ana', done: [] }], scenarios: scenarios.map((s) => ({ ...s, answeredBy: 0, wrongBy: 0 })) }, 'es');
    expect(await screen.findByText('Todavía no hay respuestas.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
