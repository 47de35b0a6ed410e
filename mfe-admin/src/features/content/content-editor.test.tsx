import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { adminUser, fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { practiceScenarios } from '@reentry/content/practice';
import { ContentDocument } from './content-document';

jest.setTimeout(30_000);

const lesson = (title: string, paragraph: string, spanishTitle: string, spanishParagraph: string) => ({
  en: { id: 1, title: 'Digital money', content: { sections: [{ id: 'what', title, paragraphs: [paragraph] }, { id: 'apps', title: 'Payment apps', paragraphs: ['Apps move money.'] }] } },
  es: { id: 1, title: 'Dinero digital', content: { sections: [{ id: 'what', title: spanishTitle, paragraphs: [spanishParagraph] }, { id: 'apps', title: 'Apps de pago', paragraphs: ['Las apps mueven dinero.'] }] } },
});
const draft = lesson('What it is', 'Money moves as data.', 'Qué es', 'El dinero se mueve como datos.');
const record = (overrides: object = {}) => ({ key: 'module-1', title: 'Lesson 1', version: 4, draft, draftSaved: null, published: { version: 2, document: draft, at: '2026-01-14T20:00:00.000Z', by: 'ana' }, problems: [], ...overrides });
const answers = (more: Record<string, (request: RecordedRequest) => Response> = {}) =>
  fakeApi({
    'GET /api/admin/content/module-1': () => json(200, record()),
    'GET /api/admin/content/module-1/versions': () => json(200, { key: 'module-1', versions: [{ version: 2, at: '2026-01-14T20:00:00.000Z', by: 'ana', source: 'publish', rolledBackTo: null, overrideReason: null }] }),
    ...more,
  });

const field = (name: string) => screen.getByLabelText(name) as HTMLTextAreaElement;
const describedBy = (element: HTMLElement) => (element.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent).join(' ');

describe('the content editor', () => {
  it('shows English and Spanish side by side, field by field, labelled with their place and length', async () => {
    await renderClient(<ContentDocument contentKey="module-1" />, { fetch: answers().fetch });
    expect(await screen.findByRole('heading', { name: 'Edit: Lesson 1' })).toBeTruthy();
    expect(field('Section 1, paragraph 1 (English)').value).toBe('Money moves as data.');
    expect(field('Section 1, paragraph 1 (Spanish)').value).toBe('El dinero se mueve como datos.');
    expect(describedBy(field('Section 2, title (English)'))).toContain('12 characters of 4,000');
    expect(screen.getByRole('group', { name: 'Section 2' })).toBeTruthy();
    // An id is the same in both languages and cannot be edited.
    expect(screen.queryByLabelText('Id (English)')).toBeNull();
    expect(screen.getByTitle('Preview of Lesson 1 in English').getAttribute('src')).toBe('/modules/1?preview=draft&lang=en');
  });

  it('after a 409 shows their text and mine side by side, keeps their other changes, and saves on their version', async () => {
    const theirs = lesson('What digital money is', 'Money moves as data, not cash.', 'Qué es', 'El dinero se mueve como datos.');
    let saves = 0;
    const api = answers({
      'PUT /api/admin/content/module-1/draft': (request) => {
        saves += 1;
        if (saves === 1) return json(409, { error: { code: 'CONFLICT', message: 'Someone else saved.', current: { version: 5, draft: theirs, draftSaved: { at: '2026-01-15T15:00:00.000Z', by: 'bea' } } } });
        return json(200, record({ version: 6, draft: (request.body as { document: unknown }).document }));
      },
    });
    await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch });
    fireEvent.change(await screen.findByLabelText('Section 1, paragraph 1 (English)'), { target: { value: 'Money moves as numbers.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    const panel = await screen.findByRole('alert');
    expect(within(panel).getByRole('heading', { name: 'Someone else saved this draft while you were editing' })).toBeTruthy();
    expect(panel.textContent).toContain('bea saved it');
    const versus = within(panel).getByRole('heading', { name: 'Section 1, paragraph 1 (English)' }).parentElement!;
    expect(versus.textContent).toContain('Their textMoney moves as data, not cash.');
    expect(versus.textContent).toContain('Your textMoney moves as numbers.');
    // Their change to a text I did not touch is in the form; mine stays in my field.
    expect(field('Section 1, title (English)').value).toBe('What digital money is');
    expect(field('Section 1, paragraph 1 (English)').value).toBe('Money moves as numbers.');

    fireEvent.click(within(versus).getByRole('button', { name: 'Use their text' }));
    expect(field('Section 1, paragraph 1 (English)').value).toBe('Money moves as data, not cash.');
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(saves).toBe(2));
    const second = api.requests.filter((request) => request.method === 'PUT').at(-1)!.body as { baseVersion: number; document: typeof draft };
    expect(second.baseVersion).toBe(5);
    expect(second.document.en.content.sections[0]).toMatchObject({ title: 'What digital money is', paragraphs: ['Money moves as data, not cash.'] });
    await waitFor(() => expect(screen.queryByText('Someone else saved this draft while you were editing')).toBeNull());
  });

  it('puts each problem of a refused publish at its field and lists them at the top with links', async () => {
    const problems = [
      { path: 'es.content.sections[1].title', check: 'spanishMissing', message: 'Write the Spanish text for this part.' },
      { path: 'en.content.sections[0].paragraphs[0]', check: 'englishLevel', message: 'The English reads at grade 11.2. Make it grade 8 or lower.' },
    ];
    const api = answers({ 'POST /api/admin/content/module-1/publish': () => json(422, { error: { code: 'CONTENT_CHECKS_FAILED', message: 'Fix the problems.', problems } }) });
    await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch });
    expect(await screen.findByText('The checks pass. You can publish.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'Fix 2 problems before you publish' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(summary).getByRole('heading')));
    const link = within(summary).getByRole('link', { name: 'Section 2, title (Spanish)' });
    expect(link.getAttribute('href')).toBe('#content-at-content-sections-1-title');
    expect(within(summary).getByRole('link', { name: 'Section 1, paragraph 1 (English)' })).toBeTruthy();

    const spanishTitle = field('Section 2, title (Spanish)');
    expect(spanishTitle.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(spanishTitle)).toContain('Write the Spanish text for this part.');
    expect(describedBy(field('Section 1, paragraph 1 (English)'))).toContain('The English reads at grade 11.2.');
    expect(field('Section 2, title (English)').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(link);
    expect(document.activeElement).toBe(spanishTitle);
  });

  it('shows the draft’s problems from the API before anyone presses Publish, in Spanish words for a Spanish editor', async () => {
    const problems = [{ path: 'es.content.sections[0].paragraphs[0]', check: 'spanishMissing', message: 'Escriba el texto en español de esta parte.' }];
    const api = answers({ 'GET /api/admin/content/module-1': () => json(200, record({ problems })) });
    await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch, locale: 'es' });
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Sección 1, párrafo 1 (español)' })).toBeTruthy();
    expect(describedBy(field('Sección 1, párrafo 1 (español)'))).toContain('Escriba el texto en español de esta parte.');
  });

  it('says nothing changed when Publish made no new version, and names the version only when the server made one', async () => {
    let live = 2;
    const api = answers({ 'POST /api/admin/content/module-1/publish': () => json(200, record({ published: { version: live, document: draft, at: '2026-01-14T20:00:00.000Z', by: 'ana' } })) });
    const { platform } = await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch });
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(platform.toasts.map((toast) => toast.title)).toEqual(['Nothing changed: the live version already has this text.']));
    live = 3;
    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(platform.toasts.map((toast) => toast.title)).toContain('Published as version 3'));
  });

  it('clears "Fix 1 problem" once an admin has published past it, until the next save', async () => {
    const problems = [{ path: 'en.content.sections[0].paragraphs[0]', check: 'englishLevel', message: 'The English reads at grade 11.2. Make it grade 8 or lower.' }];
    const api = answers({
      'GET /api/auth/me': () => json(200, adminUser),
      'GET /api/admin/content/module-1': () => json(200, record({ problems })),
      'POST /api/admin/content/module-1/publish': () => json(200, record({ problems, published: { version: 3, document: draft, at: '2026-01-15T20:00:00.000Z', by: 'admin' } })),
    });
    await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch });
    expect(await screen.findByRole('heading', { name: 'Fix 1 problem before you publish' })).toBeTruthy();
    fireEvent.change(await screen.findByLabelText('Reason'), { target: { value: 'The board chose these words.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish with this reason' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Fix 1 problem before you publish' })).toBeNull());
    expect(field('Section 1, paragraph 1 (English)').getAttribute('aria-invalid')).toBeNull();
  });

  it('names Spot the scam\'s fields by their scenario and what they are, never "Item N", in both languages', async () => {
    const practice = { en: practiceScenarios.en.slice(0, 2), es: practiceScenarios.es.slice(0, 2) };
    const api = fakeApi({
      'GET /api/admin/content/practice': () => json(200, { ...record(), key: 'practice', title: 'Spot the scam practice', draft: practice, published: { version: 1, document: practice, at: '2026-01-14T20:00:00.000Z', by: 'ana' } }),
      'GET /api/admin/content/practice/versions': () => json(200, { key: 'practice', versions: [] }),
    });
    const labels = () => screen.getAllByRole('textbox').map((box) => box.getAttribute('aria-label') ?? document.querySelector(`label[for="${box.id}"]`)?.textContent ?? '');
    const second = practice.en[1]!;
    const { unmount } = await renderClient(<ContentDocument contentKey="practice" />, { fetch: api.fetch });
    expect(await screen.findByLabelText(`Scenario 2 (${second.title}), message, line 2 (English)`)).toBeTruthy();
    expect(screen.getByLabelText(`Scenario 2 (${second.title}), what to do if it happened, step 1 (Spanish)`)).toBeTruthy();
    expect(labels().filter((label) => /^Item \d/.test(label))).toEqual([]);
    unmount();
    await renderClient(<ContentDocument contentKey="practice" />, { fetch: api.fetch, locale: 'es' });
    expect(await screen.findByLabelText(`Caso 2 (${practice.es[1]!.title}), mensaje, línea 2 (español)`)).toBeTruthy();
  });

  it('discards the draft after a confirmation: the server is asked with the version read, and the form shows the live text', async () => {
    const live = lesson('What it is', 'Money moves as data.', 'Qué es', 'El dinero se mueve como datos.');
    const edited = lesson('What it is', 'A draft nobody wants.', 'Qué es', 'Un borrador que nadie quiere.');
    const api = answers({
      'GET /api/admin/content/module-1': () => json(200, record({ draft: edited })),
      'POST /api/admin/content/module-1/discard': () => json(200, record({ version: 5, draft: live })),
    });
    const { platform } = await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch });
    expect((await screen.findByLabelText('Section 1, paragraph 1 (English)') as HTMLTextAreaElement).value).toBe('A draft nobody wants.');
    fireEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    const question = screen.getByRole('group', { name: /Throw away this draft and go back to the live version 2\?/ });
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, discard the draft' }));
    await waitFor(() => expect(field('Section 1, paragraph 1 (English)').value).toBe('Money moves as data.'));
    expect(api.requests.find((request) => request.method === 'POST')).toMatchObject({ url: '/api/admin/content/module-1/discard', body: { baseVersion: 4 } });
    expect(platform.toasts.map((toast) => toast.title)).toContain('Draft discarded. The form shows the live version 2 again.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Discard draft' })));
  });
});
