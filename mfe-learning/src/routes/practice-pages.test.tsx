/**
 * @jest-environment node
 */
// The Spot the scam pages as the server renders them (no browser), and the action that answers the
// choices form when it is posted.
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { answerPracticeAction } from '../features/practice/answer-practice';
import { fakeApi, json, learner, type Answer } from '../test/fake-api';
import { pageOnServer } from '../test/render-on-server';
import { route } from './practice-page';

const progress = (done: string[]): Record<string, Answer> => ({ 'GET /api/practice/answers': () => json(200, { done, right: done }) });

describe('/practice', () => {
  it('lists every scenario for a visitor, says nothing is saved, and links the handout', async () => {
    const { html } = await pageOnServer('/practice');
    expect(html.match(/class="practice-list__item"/g)).toHaveLength(14);
    expect(html).toContain('You can practise without an account.');
    expect(html).not.toContain('Not done yet');
    expect(html).toContain('href="/practice/print"');
  });

  it('marks what a signed-in learner has done', async () => {
    const { html } = await pageOnServer('/practice', { user: learner(), answers: progress(['irs-impostor']) });
    expect(html).toContain('You have done 1 of 14.');
    expect(html.match(/>Done</g)).toHaveLength(1);
    expect(html.match(/Not done yet/g)).toHaveLength(13);
  });
});

describe('/practice/:id', () => {
  it('shows the message as text with Listen, and a form of its choices that posts to the page', async () => {
    const { html, data } = await pageOnServer('/practice/real-bank-text', { locale: 'es' });
    expect(html).toContain('Vimos un cargo de $82.40 en Corner Market con su tarjeta de débito.');
    expect(html).toContain('aria-label="Escuchar: el mensaje"');
    expect(html).toContain('aria-label="Escuchar: las opciones"');
    expect(html).toMatch(/<form class="practice-choices"[^>]*method="post"/);
    expect(html.match(/type="radio"/g)).toHaveLength(4);
    expect(html).toMatch(/name="attempt" value="[0-9a-f]{32}"/);
    // The answer comes after the choice.
    expect(html).not.toContain('Correcto.');
    expect(data).toContain('"learning","practice","attempt","real-bank-text"');
  });

  it.each(['no-such-thing', '__proto__', 'x'.repeat(500)])('answers 404 for an unknown scenario (%s)', async (id) => {
    const services = { queryClient: createQueryClient(), api: createMockPlatform({ fetch: fakeApi().fetch }).api, getLocale: () => 'en' as const };
    const request = new Request(`http://localhost/practice/${encodeURIComponent(id)}`);
    await expect(route(services).loader({ params: { id }, request } as never)).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe('/practice/print', () => {
  it('prints every scenario with lettered choices, then the answers', async () => {
    const { html } = await pageOnServer('/practice/print');
    expect(html.match(/class="practice-print__scenario"/g)).toHaveLength(14);
    expect(html).toContain('A) Send the $300 back to Tasha right away.');
    const answers = html.indexOf('id="practice-answers-heading"');
    expect(answers).toBeGreaterThan(html.lastIndexOf('practice-print__scenario'));
    expect(html.slice(answers)).toContain('The best choice: B) Do not send money.');
  });
});

describe('the choices form’s action', () => {
  const post = (body: string, answers: Record<string, Answer>) => {
    const { fetch, requests } = fakeApi(answers);
    const services = { queryClient: createQueryClient(), api: createMockPlatform({ fetch }).api, getLocale: () => 'en' as const };
    const request = new Request('http://localhost/practice/irs-impostor', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    return { run: answerPracticeAction(services)({ request, params: { id: 'irs-impostor' }, context: {} } as never), requests };
  };
  const graded = { scenarioId: 'irs-impostor', choice: 'b', best: 'b', isCorrect: true, explanation: 'Right.', bestExplanation: 'Right.', saved: true };

  it('sends only the choice, with the attempt as the Idempotency-Key', async () => {
    const { run, requests } = post(`choice=b&attempt=${'a1'.repeat(16)}&score=100&__proto__=x`, { 'POST /api/practice/irs-impostor/answer': () => json(200, graded) });
    expect(await run).toEqual({ outcome: 'graded', result: graded });
    expect(requests[0]!.body).toEqual({ choice: 'b' });
    expect(requests[0]!.headers['Idempotency-Key']).toBe(`practice-${'a1'.repeat(16)}`);
  });

  it('sends no key for an attempt that is not one, and shows the API’s words for a refusal', async () => {
    const refusal = { error: { code: 'VALIDATION_FAILED', message: 'Choose one of the answers, then press Check my answer.' } };
    const { run, requests } = post('choice=d&attempt=../../x', { 'POST /api/practice/irs-impostor/answer': () => json(422, refusal) });
    const answer = (await run) as { data: unknown; init: { status: number } };
    expect(answer.data).toEqual({ outcome: 'failed', message: refusal.error.message });
    expect(answer.init.status).toBe(422);
    expect(requests[0]!.headers['Idempotency-Key']).toBeUndefined();
  });

  it('says the attempt was answered when the same attempt comes back with another choice', async () => {
    const reused = { error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'x' } };
    const { run } = post(`choice=a&attempt=${'b2'.repeat(16)}`, { 'POST /api/practice/irs-impostor/answer': () => json(422, reused) });
    expect(((await run) as { data: unknown }).data).toEqual({ outcome: 'answered' });
  });
});
