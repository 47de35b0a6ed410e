/**
 * @jest-environment node
 */
// `/impact` as the server renders it: the figures of `GET /api/impact`, small groups as "fewer than 10".
import type { Impact } from '@reentry/contracts/impact';
import { json, type Answer } from '../test/fake-api';
import { pageOnServer, renderOnServer } from '../test/render-on-server';

const figures: Impact = {
  from: '2026-01-01',
  to: '2026-06-30',
  asOf: '2026-07-02T15:05:00.000Z',
  learners: 312,
  completedModules: 140,
  certificates: null,
  facilities: 0,
  modules: [
    { moduleId: 1, completed: 120, pairs: 80, before: 0.4, after: 0.85, gain: 0.45, ci95: [0.38, 0.52] },
    { moduleId: 2, completed: 20, pairs: null, before: null, after: null, gain: null, ci95: null },
    { moduleId: 3, completed: 0, pairs: 0, before: null, after: null, gain: null, ci95: null },
  ],
  wellBeing: {
    signUp: { count: 40, meanScore: 45.25 },
    followUp: { count: 12, meanScore: 52 },
    paired: { pairs: null, change: null, ci95: null },
  },
};

const answering = (body: Impact, seen: string[] = []): Record<string, Answer> => ({
  'GET /api/impact': (request) => {
    seen.push(request.url);
    return json(200, body);
  },
});

/** The text of the table row headed `label`, cells joined by "|". */
const row = (html: string, label: string) => {
  const match = new RegExp(`<tr><th scope="row">${label}</th>(.*?)</tr>`).exec(html);
  return match ? match[1]!.replace(/<\/td><td>/g, '|').replace(/<\/?td>/g, '') : null;
};

describe('/impact on the server', () => {
  it('shows the figures of the range, a hidden count as "fewer than 10" and zero as 0, with a month form that needs no script', async () => {
    const seen: string[] = [];
    const { html, status } = await pageOnServer('/impact?from=2026-01&to=2026-06', { answers: answering(figures, seen) });
    expect(status).toBe(200);
    expect(seen).toEqual(['/api/impact?from=2026-01&to=2026-06']);
    expect(html).toContain('<h1 tabindex="-1">Outcomes and impact</h1>');
    expect(html).toContain('From January 1, 2026 to June 30, 2026. Figures as of July 2, 2026');
    expect(row(html, 'New learners')).toBe('312');
    expect(row(html, 'Certificates')).toBe('fewer than 10');
    expect(row(html, 'Places reached by our classes')).toBe('0');
    expect(row(html, 'Module 1')).toBe('120|80|40%|85%|+45 points (+38 to +52)');
    expect(row(html, 'Module 2')).toBe('20|fewer than 10|fewer than 10|fewer than 10|fewer than 10');
    expect(row(html, 'Module 3')).toBe('0|0|no one yet|no one yet|no one yet');
    expect(row(html, 'At sign-up')).toBe('40|45.3');
    expect(row(html, 'Change for the same people')).toBe('fewer than 10|fewer than 10');
    expect(html).toMatch(/<form class="impact-range"[^>]* action="\/impact" method="get">/);
    expect(html).toMatch(/<select[^>]*name="from"[^>]*>.*<option value="2026-01" selected="">January 2026<\/option>/);
    expect(html).toMatch(/<select[^>]*name="to"[^>]*>.*<option value="2026-06" selected="">June 2026<\/option>/);
    expect(html).toMatch(/<svg class="impact-chart"[^>]*aria-hidden="true"/);
  });

  it('says "menos de 10" in Spanish, never 0', async () => {
    const { html } = await pageOnServer('/impact?from=2026-01&to=2026-06', { locale: 'es', answers: answering(figures) });
    expect(html).toContain('Resultados e impacto');
    expect(row(html, 'Certificados')).toBe('menos de 10');
    expect(row(html, 'Módulo 2')).toBe('20|menos de 10|menos de 10|menos de 10|menos de 10');
    expect(row(html, 'Módulo 1')).toMatch(/^120\|80\|40\s%\|85\s%\|\+45 puntos \(\+38 a \+52\)$/);
    expect(html).toContain('Del 1 de enero de 2026 al 30 de junio de 2026.');
  });

  it('keeps months older than the picker’s list selected', async () => {
    const { html } = await pageOnServer('/impact?from=2020-01&to=2026-06', { answers: { 'GET /api/impact': () => json(200, { ...figures, from: '2020-01-01' }) } });
    expect(html).toMatch(/<select[^>]*name="from"[^>]*>.*<option value="2020-01" selected="">January 2020<\/option><\/select>/);
  });

  it('answers a range the API refuses with its message and a 400, and keeps the form', async () => {
    const refused = { 'GET /api/impact': () => json(400, { error: { code: 'VALIDATION_FAILED', message: 'Check the form.', fields: { from: 'The start must come before the end.' } } }) };
    const result = await renderOnServer('/impact?from=2026-07&to=2026-01', { answers: refused });
    expect(result.type === 'page' && result.status).toBe(400);
    expect(result.type === 'page' && result.html).toContain('The start must come before the end.');
    expect(result.type === 'page' && result.html).toContain('name="from"');
  });
});
