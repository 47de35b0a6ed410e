import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { fakeApi, json, learner, type Answer } from '../../test/fake-api';
import { preCheckApi, preCheckPosts } from '../../test/fake-pre-check';
import { answerBeforeCheck } from './before-check-action';

/** Posts a body to module 1's before-check as a form does (natively or through the router). */
function post(body: string, answers: Record<string, Answer> = preCheckApi(), user = learner()) {
  const { fetch, requests } = fakeApi(answers);
  const services = { queryClient: createQueryClient(), api: createMockPlatform({ user, fetch }).api, getLocale: () => 'en' as const };
  const request = new Request('http://localhost/modules/1?check=before', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { run: answerBeforeCheck(services, 1, { request, params: { id: '1' }, context: {} } as never), requests };
}

const refusal = (answer: unknown) => answer as { data: { refused: true; values: Record<string, string>; errors: Record<string, string>; message: string | null }; init: { status: number } };
const answersOf = (letters: string) => [...letters].map((letter, index) => `answer-${index + 1}=${letter}`).join('&');

describe("the before-check's action", () => {
  it('sends the answers in order with a key made from them, and answers with the thank-you (Post/Redirect/Get)', async () => {
    const { run, requests } = post(`${answersOf('bacdb')}&correct=5&__proto__=x`);
    const answer = (await run) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/modules/1?check=before&done=kept');
    expect(preCheckPosts(requests).map((request) => request.body)).toEqual([{ answers: ['b', 'a', 'c', 'd', 'b'] }]);
    expect(preCheckPosts(requests)[0]!.headers['Idempotency-Key']).toMatch(/^form-[0-9a-f]{64}$/);
  });

  it.each([
    ['an answer that is not one of the options', answersOf('bacdz')],
    ['too many answers (another module’s form, or one made by hand)', answersOf('bacdbb')],
    ['two letters in one answer', `${answersOf('bacd')}&answer-5=ab`],
  ])('refuses %s without calling the API, keeping what was posted', async (_case, body) => {
    const { run, requests } = post(body);
    const { data, init } = refusal(await run);
    expect(init.status).toBe(400);
    expect(data.message).toBe('learning.beforeCheck.answersInvalid');
    expect(data.values['answer-1']).toBe('b');
    expect(preCheckPosts(requests)).toEqual([]);
  });

  it('refuses a question left unanswered at that question, keeping the others chosen, without calling the API', async () => {
    const { run, requests } = post('answer-1=b&answer-2=a&answer-4=d&answer-5=b');
    const { data } = refusal(await run);
    expect(data.errors).toEqual({ 'answer-3': 'learning.beforeCheck.chooseAnswer' });
    expect(data.values).toMatchObject({ 'answer-1': 'b', 'answer-2': 'a', 'answer-3': '', 'answer-4': 'd' });
    expect(preCheckPosts(requests)).toEqual([]);
  });

  it('takes a 409 (sent already) as kept: the thank-you, not an error', async () => {
    const answers = preCheckApi();
    await post(answersOf('bbbbb'), answers).run;
    const { run, requests } = post(answersOf('aaaaa'), answers);
    expect(((await run) as Response).headers.get('Location')).toBe('/modules/1?check=before&done=kept');
    expect(preCheckPosts(requests)).toHaveLength(1);
  });

  it("says the API's refusal of a locked module at the form", async () => {
    const locked = { ...preCheckApi(), 'POST /api/modules/1/pre-check': () => json(403, { error: { code: 'FORBIDDEN', message: 'Finish the module before this one first.' } }) };
    const { data, init } = refusal(await post(answersOf('bbbbb'), locked).run);
    expect(init.status).toBe(403);
    expect(data.message).toBe('Finish the module before this one first.');
  });

  it('sends a visitor (signed out meanwhile) to log in, coming back to the check', async () => {
    const { run, requests } = post(answersOf('bbbbb'), preCheckApi(), null as never);
    expect(((await run) as Response).headers.get('Location')).toBe('/login?returnTo=/modules/1%3Fcheck%3Dbefore');
    expect(preCheckPosts(requests)).toEqual([]);
  });
});
