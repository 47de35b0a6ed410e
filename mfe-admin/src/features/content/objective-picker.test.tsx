import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeApi, json } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { ContentDocument } from './content-document';

jest.setTimeout(30_000);

const question = (text: string, label: string) => ({
  id: 'q1',
  text,
  objective: 'banking',
  options: [
    { value: 'a', label, correct: true, explanation: `${label}.` },
    { value: 'b', label: `${label} 2`, correct: false, explanation: `${label} 2.` },
  ],
});
const draft = { en: { moduleId: 3, questions: [question('What is a bank?', 'A place')] }, es: { moduleId: 3, questions: [question('¿Qué es un banco?', 'Un lugar')] } };
const record = { key: 'quiz-3', title: 'Quiz 3', version: 2, draft, draftSaved: null, published: { version: 1, document: draft, at: '2026-01-14T20:00:00.000Z', by: 'ana' }, problems: [] };

function api() {
  return fakeApi({
    'GET /api/admin/content/quiz-3': () => json(200, record),
    'GET /api/admin/content/quiz-3/versions': () => json(200, { key: 'quiz-3', versions: [] }),
    'PUT /api/admin/content/quiz-3/draft': (request) => json(200, { ...record, version: 3, draft: (request.body as { document: unknown }).document }),
  });
}

describe('the studio: what a quiz question checks (issue 40)', () => {
  it('is a list of the objectives by name, in the editor\'s language, and the choice is saved in both languages', async () => {
    const fake = api();
    await renderClient(<ContentDocument contentKey="quiz-3" />, { fetch: fake.fetch, locale: 'es' });
    const picker = (await screen.findByLabelText(/qué comprueba/)) as HTMLSelectElement;
    expect(picker.tagName).toBe('SELECT');
    expect(picker.value).toBe('banking');
    expect([...picker.options].map((option) => option.text)).toEqual([
      'Elija qué comprueba', 'Presupuesto', 'Ahorro', 'Bancos', 'Crédito', 'Préstamos', 'Multas y cargos', 'Documentos de identidad', 'Dinero digital', 'Billeteras', 'Riesgo al invertir', 'Estafas',
    ]);

    fireEvent.change(picker, { target: { value: 'scams' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    await waitFor(() => expect(fake.requests.some((request) => request.method === 'PUT')).toBe(true));
    const saved = fake.requests.find((request) => request.method === 'PUT')!.body as { document: typeof draft };
    expect([saved.document.en.questions[0]!.objective, saved.document.es.questions[0]!.objective]).toEqual(['scams', 'scams']);
  });
});
