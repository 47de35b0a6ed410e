import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { quizzes } from '@reentry/content/quizzes';
import { keepOfflineCheck, listOfflineChecks } from '../../shared/offline-outbox';
import { json, learner, type Answer } from '../../test/fake-api';
import { preCheckApi, preCheckOf, preCheckPosts } from '../../test/fake-pre-check';
import { renderRoute } from '../../test/render-route';

// A whole module page renders in a few seconds on a busy shared machine.
jest.setTimeout(30_000);

const HEADING = 'What do you already know?';
const questions = quizzes.en[0]!.questions;

describe('the before-check offer above the lesson', () => {
  it('shows a signed-in learner a link to it, with the lesson right below', async () => {
    await renderRoute('/modules/1', { user: learner(), answers: preCheckApi() });
    const offer = (await screen.findByRole('heading', { level: 2, name: HEADING })).closest('section')!;
    expect(offer.textContent).toContain('Before you read, answer 5 short questions. It is not graded.');
    expect(within(offer).getByRole('link', { name: 'Answer the questions' }).getAttribute('href')).toBe('/modules/1?check=before');
    expect(await screen.findByRole('heading', { name: 'In this module' })).toBeTruthy();
  });

  it.each([
    ['a visitor', null, {}],
    ['a learner who sent it', learner(), { answered: true }],
    ['a learner who took the quiz', learner(), { quizTaken: true }],
  ] as const)('is not shown to %s', async (_who, user, state) => {
    const { requests } = await renderRoute('/modules/1', { user, answers: preCheckApi({ state }) });
    expect(await screen.findByRole('heading', { name: 'In this module' })).toBeTruthy();
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/api/content/module-1'))).toBe(true));
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
    if (!user) expect(requests.filter((request) => request.url.endsWith('/pre-check'))).toEqual([]);
  });

  it('is not asked for on a module the learner passed', async () => {
    const { requests } = await renderRoute('/modules/1', { user: learner({ completedModules: [1], quizScores: { '1': 100 } }), answers: preCheckApi() });
    expect(await screen.findByRole('heading', { name: 'In this module' })).toBeTruthy();
    expect(requests.filter((request) => request.url.endsWith('/pre-check'))).toEqual([]);
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
  });
});

describe('the before-check', () => {
  it('asks every question in one form, refuses a question left out at that question, then keeps the answers and thanks', async () => {
    const { requests, router } = await renderRoute('/modules/1', { user: learner(), answers: preCheckApi() });
    await userEvent.click(await screen.findByRole('link', { name: 'Answer the questions' }));
    // The offer's heading says the same: the check's comes with its form.
    await screen.findByRole('button', { name: 'Send my answers' });
    const heading = screen.getByRole('heading', { level: 2, name: HEADING });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole('heading', { name: 'In this module' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Skip this and read the lesson' }).getAttribute('href')).toBe('/modules/1');
    const groups = screen.getAllByRole('radiogroup');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual(questions.map((question) => question.text));

    for (const index of [0, 1, 3, 4]) await userEvent.click(within(groups[index]!).getAllByRole('radio')[index === 0 ? 1 : 0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await within(groups[2]!).findByText('Choose one answer. If you are not sure, take a guess.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(groups[2]!).getAllByRole('radio')[0]));
    expect(preCheckPosts(requests)).toEqual([]);

    await userEvent.click(within(groups[2]!).getAllByRole('radio')[2]!);
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    const thanks = await screen.findByRole('status');
    await waitFor(() => expect(thanks.textContent).toContain('Thank you. We kept your answers.'));
    expect(thanks.textContent).toContain('This is not graded. After the quiz, you will see how much you learned.');
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(router.state.location.search).toBe('?check=before&done=kept');
    expect(preCheckPosts(requests).map((request) => request.body)).toEqual([{ answers: ['b', 'a', 'c', 'a', 'a'] }]);
    // Nothing about which were right.
    expect(thanks.textContent).not.toMatch(/correct|right|\d of 5/i);

    await userEvent.click(within(thanks).getByRole('link', { name: 'Read the lesson' }));
    expect(await screen.findByRole('heading', { name: 'In this module' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
  });

  it('shows the thank-you when the API says it was sent already (409, from another tab), not an error', async () => {
    let sentElsewhere = false;
    const answers = {
      ...preCheckApi(),
      'GET /api/modules/1/pre-check': () => json(200, preCheckOf(1, 'en', { answered: sentElsewhere })),
      'POST /api/modules/1/pre-check': () => json(409, { error: { code: 'CONFLICT', message: 'You already answered these questions before the lesson.' } }),
    };
    await renderRoute('/modules/1?check=before', { user: learner(), answers });
    for (const group of await screen.findAllByRole('radiogroup')) await userEvent.click(within(group).getAllByRole('radio')[1]!);
    sentElsewhere = true;
    await userEvent.click(screen.getByRole('button', { name: 'Send my answers' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Thank you. We kept your answers.'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await renderRoute('/modules/1', { user: learner(), locale: 'es', answers: preCheckApi({ locale: 'es' }) });
    await userEvent.click(await screen.findByRole('link', { name: 'Responder las preguntas' }));
    // The check's own question (the offer's heading says the same words as the check's, and the check comes
    // with its chunk a moment later).
    expect(await screen.findByRole('radiogroup', { name: '¿Qué es una blockchain?' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2, name: '¿Qué sabe ya?' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Enviar mis respuestas' })).toBeTruthy();
  });
});

describe('the before-check with no network (issue 40: queued like quiz attempts)', () => {
  const noNetwork: Answer = () => Promise.reject(new TypeError('Failed to fetch'));
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });
  afterEach(() => {
    delete (globalThis as { indexedDB?: unknown }).indexedDB;
  });

  it.each([
    ['en', 'Saved on this phone. We will send your answers when you are online.', 'Send my answers'],
    ['es', 'Guardado en este teléfono. Enviaremos sus respuestas cuando tenga internet.', 'Enviar mis respuestas'],
  ] as const)('says calmly that the answers wait on the phone, never an error (%s)', async (locale, kept, send) => {
    const offline = { ...preCheckApi({ locale }), 'POST /api/modules/1/pre-check': noNetwork };
    await renderRoute('/modules/1?check=before', { user: learner(), locale, answers: offline });
    for (const group of await screen.findAllByRole('radiogroup')) await userEvent.click(within(group).getAllByRole('radio')[1]!);
    await userEvent.click(screen.getByRole('button', { name: send }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain(kept));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(await listOfflineChecks(1)).toHaveLength(1);
  });

  it('offers no check over a lesson whose check waits on the phone, and the page sends it once it runs online', async () => {
    await keepOfflineCheck({ key: 'form-kept', moduleId: 1, answers: ['b', 'a', 'c', 'd', 'b'] });
    const api = preCheckApi();
    let post: Answer = noNetwork;
    const { requests } = await renderRoute('/modules/1', { user: learner(), answers: { ...api, 'POST /api/modules/1/pre-check': (request) => post(request) } });
    expect(await screen.findByRole('heading', { name: 'In this module' })).toBeTruthy();
    await waitFor(() => expect(preCheckPosts(requests)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();

    // The network comes back.
    post = api['POST /api/modules/1/pre-check']!;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(preCheckPosts(requests)).toHaveLength(2));
    expect(preCheckPosts(requests)[1]).toMatchObject({ body: { answers: ['b', 'a', 'c', 'd', 'b'] }, headers: { 'Idempotency-Key': 'form-kept' } });
    await waitFor(async () => expect(await listOfflineChecks()).toEqual([]));
    expect(screen.queryByRole('heading', { name: HEADING })).toBeNull();
  });
});
