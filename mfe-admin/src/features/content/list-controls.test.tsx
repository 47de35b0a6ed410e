import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, json, type RecordedRequest } from '../../test/fake-api';
import { renderClient } from '../../test/render-client';
import { ContentDocument } from './content-document';

jest.setTimeout(30_000);

const faq = {
  en: [
    { id: 'who', question: 'Who can come?', answer: ['Anyone coming home.'] },
    { id: 'cost', question: 'Is it free?', answer: ['Yes.', 'Always.'] },
  ],
  es: [
    { id: 'who', question: '¿Quién puede venir?', answer: ['Cualquier persona que vuelve a casa.'] },
    { id: 'cost', question: '¿Es gratis?', answer: ['Sí.', 'Siempre.'] },
  ],
};
const record = (key: string, draft: unknown, version = 3) => ({ key, title: key, version, draft, draftSaved: null, published: null, problems: [] });
const saved = (request: RecordedRequest) => (request.body as { document: typeof faq }).document;

function faqApi() {
  return fakeApi({
    'GET /api/admin/content/workshop-faq': () => json(200, record('workshop-faq', faq)),
    'GET /api/admin/content/workshop-faq/versions': () => json(200, { key: 'workshop-faq', versions: [] }),
    'PUT /api/admin/content/workshop-faq/draft': (request) => json(200, record('workshop-faq', saved(request), 4)),
  });
}

async function openFaq() {
  const api = faqApi();
  await renderClient(<ContentDocument contentKey="workshop-faq" />, { fetch: api.fetch });
  await screen.findByRole('group', { name: 'Item 2' });
  return api;
}

async function saveDraft(api: ReturnType<typeof faqApi>) {
  fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
  await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
  return saved(api.requests.find((request) => request.method === 'PUT')!);
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('the content editor’s lists', () => {
  it('adds an FAQ question in English and Spanish at once, empty, with a fresh id', async () => {
    const api = await openFaq();
    fireEvent.click(screen.getByRole('button', { name: 'Add Item 3' }));
    const added = screen.getByRole('group', { name: 'Item 3' });
    expect(within(added).getByText('faq-3')).toBeTruthy();
    fireEvent.change(field('Item 3, question (English)'), { target: { value: 'Can I bring my kids?' } });
    fireEvent.change(field('Item 3, question (Spanish)'), { target: { value: '¿Puedo traer a mis hijos?' } });
    fireEvent.change(field('Item 3, answer 1 (English)'), { target: { value: 'Yes.' } });
    fireEvent.change(field('Item 3, answer 1 (Spanish)'), { target: { value: 'Sí.' } });

    const document = await saveDraft(api);
    expect(document.en[2]).toEqual({ id: 'faq-3', question: 'Can I bring my kids?', answer: ['Yes.'] });
    expect(document.es[2]).toEqual({ id: 'faq-3', question: '¿Puedo traer a mis hijos?', answer: ['Sí.'] });
    expect(document.en.slice(0, 2)).toEqual(faq.en);
  });

  it('removes an item from both languages only after the editor confirms in the page', async () => {
    const api = await openFaq();
    // An answer of one line keeps it (Add copies the shape of a neighbour); one of two lines may lose one.
    expect(screen.queryByRole('button', { name: 'Remove Item 1, answer 1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Item 2, answer 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    const confirm = screen.getByRole('group', { name: 'Remove Item 1' });
    expect(confirm.textContent).toContain('Remove Item 1 in English and Spanish?');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(field('Item 1, question (English)').value).toBe('Who can come?');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Item 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(field('Item 1, question (English)').value).toBe('Is it free?');
    expect(screen.queryByRole('group', { name: 'Item 2' })).toBeNull();
    // The last item of a list stays.
    expect(screen.queryByRole('button', { name: 'Remove Item 1' })).toBeNull();
    const document = await saveDraft(api);
    expect(document).toEqual({ en: [faq.en[1]], es: [faq.es[1]] });
  });

  it('moves an item and a line of an answer up or down in both languages', async () => {
    const api = await openFaq();
    fireEvent.click(screen.getByRole('button', { name: 'Move Item 2 up' }));
    expect(field('Item 1, question (Spanish)').value).toBe('¿Es gratis?');
    fireEvent.click(screen.getByRole('button', { name: 'Move Item 1, answer 2 up' }));
    const document = await saveDraft(api);
    expect(document.en.map((item) => item.id)).toEqual(['cost', 'who']);
    expect(document.en[0]!.answer).toEqual(['Always.', 'Yes.']);
    expect(document.es[0]!.answer).toEqual(['Siempre.', 'Sí.']);
  });

  it('offers no adding, removing or moving on a quiz (its counts are the spec’s, answers are graded in order), and says so', async () => {
    const option = (value: string, correct: boolean) => ({ value, label: `Answer ${value}`, correct, explanation: 'Because.' });
    const question = (id: string) => ({ id, text: 'Which is safe?', options: [option('a', true), option('b', false), option('c', false), option('d', false)] });
    const quiz = { moduleId: 1, questions: [question('q1'), question('q2')] };
    const api = fakeApi({
      'GET /api/admin/content/quiz-1': () => json(200, record('quiz-1', { en: quiz, es: quiz })),
      'GET /api/admin/content/quiz-1/versions': () => json(200, { key: 'quiz-1', versions: [] }),
    });
    await renderClient(<ContentDocument contentKey="quiz-1" />, { fetch: api.fetch });
    const question2 = await screen.findByRole('group', { name: 'Question 2' });
    expect(screen.queryByRole('button', { name: /^(Add|Remove|Move) / })).toBeNull();
    expect(within(question2).getByText('This list always has these 4 items in this order. You can change the words.')).toBeTruthy();
    expect(screen.queryByText('Adding, removing or moving an item changes English and Spanish together.')).toBeNull();
    expect(field('Question 2, answer 3, text (Spanish)').value).toBe('Answer c');
  });

  it('keeps the home page’s cards (their ids name them) but lets a card’s paragraphs change', async () => {
    const card = (id: string, title: string) => ({ id, title, body: [`${title} matters.`, 'We help.'] });
    const home = { missionCards: [card('problem', 'The problem'), card('mission', 'Our mission')] };
    const api = fakeApi({
      'GET /api/admin/content/home': () => json(200, record('home', { en: home, es: home })),
      'GET /api/admin/content/home/versions': () => json(200, { key: 'home', versions: [] }),
    });
    await renderClient(<ContentDocument contentKey="home" />, { fetch: api.fetch });
    await screen.findByRole('group', { name: 'Mission cards 2' });
    expect(screen.queryByRole('button', { name: /^(Add|Remove|Move) Mission cards \d+( up| down)?$/ })).toBeNull();
    expect(screen.getByText('This list always has these 2 items in this order. You can change the words.')).toBeTruthy();
    // The cards' own lists are free.
    expect(screen.getByRole('button', { name: 'Add Mission cards 2, body 3' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Mission cards 1, body 2' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Mission cards 1, body 1 down' })).toBeTruthy();
  });

  it('moves how-to-buy’s steps but neither adds nor removes one (there are six)', async () => {
    const step = (n: number) => ({ id: `step-${n}`, title: `Step ${n}`, paragraphs: ['Do this.'] });
    const howToBuy = { title: 'How to buy', intro: ['Read first.'], steps: [1, 2, 3, 4, 5, 6].map(step), securityNotice: step(7), disclaimer: step(8) };
    const api = fakeApi({
      'GET /api/admin/content/how-to-buy': () => json(200, record('how-to-buy', { en: howToBuy, es: howToBuy })),
      'GET /api/admin/content/how-to-buy/versions': () => json(200, { key: 'how-to-buy', versions: [] }),
      'PUT /api/admin/content/how-to-buy/draft': (request) => json(200, record('how-to-buy', saved(request), 4)),
    });
    await renderClient(<ContentDocument contentKey="how-to-buy" />, { fetch: api.fetch });
    await screen.findByRole('group', { name: 'Step 6' });
    expect(screen.queryByRole('button', { name: /^(Add Step 7|Remove Step \d)$/ })).toBeNull();
    expect(screen.getByText('This list always has 6 items. You can change the words, but you cannot add or remove an item.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add Introduction 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Move Step 2 up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(api.requests.some((request) => request.method === 'PUT')).toBe(true));
    const document = saved(api.requests.find((request) => request.method === 'PUT')!) as unknown as Record<'en' | 'es', typeof howToBuy>;
    expect(document.es.steps.map((s) => s.id)).toEqual(['step-2', 'step-1', 'step-3', 'step-4', 'step-5', 'step-6']);
  });

  it('removes a lesson’s sections only down to the five a lesson keeps', async () => {
    const section = (n: number) => ({ id: `s${n}`, title: `Part ${n}`, paragraphs: ['Read this.'] });
    const lesson = (count: number) => ({ id: 1, title: 'Lesson', level: 'Beginner', description: 'About money.', topics: ['Money'], content: { sections: Array.from({ length: count }, (_, i) => section(i + 1)) } });
    const open = async (count: number) => {
      const api = fakeApi({
        'GET /api/admin/content/module-1': () => json(200, record('module-1', { en: lesson(count), es: lesson(count) })),
        'GET /api/admin/content/module-1/versions': () => json(200, { key: 'module-1', versions: [] }),
      });
      const view = await renderClient(<ContentDocument contentKey="module-1" />, { fetch: api.fetch });
      await screen.findByRole('group', { name: `Section ${count}` });
      return view;
    };
    const six = await open(6);
    expect(screen.getAllByRole('button', { name: /^Remove Section \d$/ })).toHaveLength(6);
    six.unmount();
    await open(5);
    expect(screen.queryByRole('button', { name: /^Remove Section \d$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add Section 6' })).toBeTruthy();
  });
});
