import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Impact, ImpactObjective } from '@reentry/contracts/impact';
import { learningObjectives } from '@reentry/contracts/learning-objective-names';
import type { Locale } from '@reentry/contracts/locale';
import { createMockPlatform, createQueryClient, loadPlatformMessages, PlatformProvider, type RouteServices } from '@reentry/platform';
import es from '../i18n/es.json';
import { impactLoader } from './impact-loader';
import { ImpactPage } from './impact-page';

const none = { completed: 0, pairs: 0, before: null, after: null, gain: null, ci95: null };
/** Every objective in the contract's order: no one, but for the ones given. */
const objectivesOf = (given: Partial<Record<ImpactObjective['objective'], Omit<ImpactObjective, 'objective'>>> = {}): ImpactObjective[] =>
  learningObjectives.map((objective) => ({ objective, pairs: 0, before: null, after: null, gain: null, ci95: null, ...given[objective] }));
const figures: Impact = {
  from: '2026-01-01',
  to: '2026-06-30',
  asOf: '2026-07-01T15:30:00.000Z',
  learners: 240,
  completedModules: null,
  certificates: 31,
  facilities: null,
  modules: [
    { moduleId: 1, completed: 120, pairs: 80, before: 0.4512, after: 0.7731, gain: 0.3219, ci95: [0.2402, 0.4036] },
    { moduleId: 2, completed: null, pairs: null, before: null, after: null, gain: null, ci95: null },
    { moduleId: 3, ...none },
  ],
  objectives: objectivesOf({
    saving: { pairs: 40, before: 0.5, after: 0.8, gain: 0.3, ci95: [0.2, 0.4] },
    banking: { pairs: null, before: null, after: null, gain: null, ci95: null },
    scams: { pairs: 25, before: 0.6149, after: 0.6551, gain: 0.0402, ci95: [-0.031, 0.1114] },
  }),
  wellBeing: { signUp: { count: 150, meanScore: 48.2 }, followUp: { count: null, meanScore: null }, paired: { pairs: 12, change: 4.2, ci95: [1.1, 7.3] } },
};
const monthError = { status: 400, body: { error: { code: 'VALIDATION_FAILED', message: 'Write the month as year and month, like 2026-01.', fields: { from: 'Write the month as year and month, like 2026-01.' } } } };

/** The page on its route with its loader, the site's catalogues (the platform's has the topics' names), and a fake API answering by path. */
function renderImpact(url: string, answers: Record<string, { status?: number; body: unknown }>, locale: Locale = 'en') {
  const asked: string[] = [];
  const platform = createMockPlatform({
    user: null,
    fetch: async (path) => {
      asked.push(path);
      if (path === '/api/site-config') return new Response(JSON.stringify({ timeZone: 'America/New_York' }));
      const answer = answers[path];
      return answer ? new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 }) : new Response('{}', { status: 404 });
    },
  });
  const queryClient = createQueryClient();
  const services: RouteServices = { queryClient, api: platform.api, getLocale: () => locale };
  const router = createMemoryRouter([{ path: '/impact', loader: impactLoader(services), element: <ImpactPage />, HydrateFallback: () => null }], { initialEntries: [url] });
  render(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ shell: async (l) => (l === 'es' ? es : {}), platform: loadPlatformMessages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <RouterProvider router={router} />
    </PlatformProvider>,
  );
  return { asked, router };
}

describe('/impact: the public figures (issue 40)', () => {
  it('shows the headline numbers, "fewer than 10" for each hidden one, and the range with "as of"', async () => {
    renderImpact('/impact?from=2026-01&to=2026-06', { '/api/impact?from=2026-01&to=2026-06': { body: figures } });
    const numbers = await screen.findByRole('heading', { level: 2, name: 'In numbers' });
    const facts = within(numbers.closest('section')!).getAllByRole('definition').map((dd) => dd.textContent);
    expect(facts).toEqual(['240', 'fewer than 10', '31', 'fewer than 10']);
    expect(await screen.findByText(/^Figures from Jan 1, 2026 to Jun 30, 2026\. Last updated Jul 1, 2026, 11:30 AM EDT\.$/)).toBeTruthy();
    expect((screen.getByLabelText('First month') as HTMLInputElement).value).toBe('2026-01');
  });

  it('reads the table per module: figures with the gain in words, or why there are none', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } });
    const table = await screen.findByRole('table', { name: 'Right answers before and after, by module' });
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['80', '45%', '77%', '+32 points (24 to 40)'],
      ['fewer than 10', 'Fewer than 10 people'],
      ['0', 'No one yet'],
    ]);
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toBe('Module 1');
  });

  it('draws a chart named by its summary: dots and a line for a module with figures, the reason for others', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } });
    const chart = await screen.findByRole('img', { name: /^Chart of the table: for each module/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(2);
    expect(chart.querySelectorAll('path')).toHaveLength(1);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Module 1', 'Module 2', 'Fewer than 10 people', 'Module 3', 'No one yet', '0%', '50%', '100%']);
  });

  it('reads the table by topic after the modules: the topics with figures or "fewer than 10", none with no one', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } });
    const table = await screen.findByRole('table', { name: 'Right answers before and after, by topic' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Topic', 'Times people did both', 'Before', 'After', 'Change (95% range)']);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Saving', 'Banking', 'Scams']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['40', '50%', '80%', '+30 points (20 to 40)'],
      ['fewer than 10', 'Fewer than 10 people'],
      ['25', '61%', '66%', '+4 points (-3 to 11)'],
    ]);
    // A named region that takes focus, so a keyboard can scroll the table sideways on a phone.
    expect(screen.getByRole('region', { name: 'Right answers before and after, by topic' }).getAttribute('tabindex')).toBe('0');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('What learners knew, by topic')).toBe(headings.indexOf('What learners knew before and after') + 1);
    expect(headings.indexOf('Financial well-being')).toBe(headings.indexOf('What learners knew, by topic') + 1);
  });

  it('draws the by-topic chart with the same chart: named by its summary, a row per topic shown', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } });
    const chart = await screen.findByRole('img', { name: /^Chart of the table: for each topic/ });
    expect(chart.querySelectorAll('circle')).toHaveLength(4);
    expect(chart.querySelectorAll('path')).toHaveLength(2);
    expect([...chart.querySelectorAll('text')].map((text) => text.textContent)).toEqual(['Saving', 'Banking', 'Fewer than 10 people', 'Scams', '0%', '50%', '100%']);
  });

  it('says there are no figures by topic yet when no topic has anyone, with no table or chart', async () => {
    renderImpact('/impact', { '/api/impact': { body: { ...figures, objectives: objectivesOf() } } });
    const heading = await screen.findByRole('heading', { level: 2, name: 'What learners knew, by topic' });
    const section = heading.closest('section')!;
    expect(within(section).getByText('There are no figures by topic for these months yet.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(within(section).queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('gives well-being at sign-up, at 90 days and the change, each maybe hidden', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Financial well-being' });
    const facts = within(heading.closest('section')!).getAllByRole('definition').map((dd) => dd.textContent);
    expect(facts).toEqual(['People: 150. Average score: 48.2.', 'People: fewer than 10. Average score: not shown.', 'People: 12. Change: +4.2 points (1.1 to 7.3).']);
  });

  it('a month the API refuses: its words at the form and at the field, focus on it, no figures', async () => {
    renderImpact('/impact?from=2026-13', { '/api/impact?from=2026-13': monthError });
    expect((await screen.findByRole('alert')).textContent).toContain('Write the month as year and month, like 2026-01.');
    expect(screen.getByLabelText('First month').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'In numbers' })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'How we count' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('First month'));
  });

  it('the month form is a GET form to /impact: Show loads the months typed', async () => {
    const { asked, router } = renderImpact('/impact', { '/api/impact': { body: figures }, '/api/impact?from=2026-02&to=2026-03': { body: { ...figures, from: '2026-02-01', to: '2026-03-31' } } });
    const form = (await screen.findByRole('button', { name: 'Show' })).closest('form')!;
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/impact');
    const first = screen.getByLabelText('First month');
    await userEvent.clear(first);
    await userEvent.type(first, '2026-02');
    const last = screen.getByLabelText('Last month');
    await userEvent.clear(last);
    await userEvent.type(last, '2026-03');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText(/^Figures from Feb 1, 2026 to Mar 31, 2026\./)).toBeTruthy();
    expect(router.state.location.search).toBe('?from=2026-02&to=2026-03');
    expect(asked).toContain('/api/impact?from=2026-02&to=2026-03');
  });

  it('speaks Spanish', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } }, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Resultados e impacto' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Respuestas correctas antes y después, por módulo' });
    expect(within(table).getAllByRole('cell').map((cell) => cell.textContent)).toContain('+32 puntos (de 24 a 40)');
    expect(screen.getByText(/^Cifras del 1 ene 2026 al 30 jun 2026\./)).toBeTruthy();
  });

  it('speaks Spanish by topic: the topics’ names and their figures', async () => {
    renderImpact('/impact', { '/api/impact': { body: figures } }, 'es');
    const table = await screen.findByRole('table', { name: 'Respuestas correctas antes y después, por tema' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Tema', 'Veces que alguien hizo las dos cosas', 'Antes', 'Después', 'Cambio (rango del 95%)']);
    expect(within(table).getAllByRole('rowheader').map((header) => header.textContent)).toEqual(['Ahorro', 'Bancos', 'Estafas']);
    const rows = within(table).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    // Spanish writes a percent with a no-break space before the sign.
    expect(rows).toEqual([
      ['40', '50\u00a0%', '80\u00a0%', '+30 puntos (de 20 a 40)'],
      ['menos de 10', 'Menos de 10 personas'],
      ['25', '61\u00a0%', '66\u00a0%', '+4 puntos (de -3 a 11)'],
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Lo que sabían, por tema' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Gráfica de la tabla: para cada tema/ })).toBeTruthy();
  });

  it('says in Spanish that there are no figures by topic yet', async () => {
    renderImpact('/impact', { '/api/impact': { body: { ...figures, objectives: objectivesOf() } } }, 'es');
    expect(await screen.findByText('Todavía no hay cifras por tema para estos meses.')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Respuestas correctas antes y después, por tema' })).toBeNull();
  });
});
