import type { ActionFunctionArgs } from 'react-router';
import { createApiClient, createQueryClient, sessionQueryKey, type RouteServices } from '@reentry/platform';
import { learner } from './account-test-harness';
import { loginAction } from './login-action';

/** The action as the server runs it for a form posted without script: a URL-encoded body, the API faked. */
function post(url: string, body: string, answer: { status: number; body: unknown }) {
  const sent: { path: string; body: unknown }[] = [];
  const api = createApiClient({
    fetch: async (path, init) => {
      sent.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  });
  const services: RouteServices = { queryClient: createQueryClient(), api, getLocale: () => 'en' };
  const request = new Request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { sent, services, answer: loginAction(services)({ request, params: {}, context: {} } as unknown as ActionFunctionArgs) as Promise<unknown> };
}

const wrong = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Invalid username or password.' } } };

describe('the login action (a form posted without script)', () => {
  it('signs in and answers 303 to the page that sent the visitor, with the session in the cache', async () => {
    const { sent, services, answer } = post('http://site/login?returnTo=%2Fmodules%2F3', 'username=maria&password=right-password&remember=on', { status: 200, body: learner });
    const response = (await answer) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/modules/3');
    expect(sent[0]).toEqual({ path: '/api/auth/login', body: { username: 'maria', password: 'right-password', remember: true } });
    expect(services.queryClient.getQueryData(sessionQueryKey)).toEqual(learner);
  });

  it('goes home for a return path that leaves the site', async () => {
    const { answer } = post('http://site/login?returnTo=%2F%2Fevil.example', 'username=maria&password=x', { status: 200, body: learner });
    expect(((await answer) as Response).headers.get('Location')).toBe('/');
  });

  it('answers a refusal with the username kept, never the password, and the page\'s one message', async () => {
    const { answer } = post('http://site/login', 'username=maria&password=secret-typed', wrong);
    const refused = (await answer) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(401);
    expect(refused.data).toEqual({ refused: true, step: 'password', values: { username: 'maria', remember: '', intent: '' }, errors: {}, message: null });
    expect(JSON.stringify(refused.data)).not.toContain('secret-typed');
  });

  it('keeps the API\'s words for a wrong code, and never gives the code back', async () => {
    const { answer } = post('http://site/login', 'intent=code&code=654321', { status: 400, body: { error: { code: 'VALIDATION_ERROR', message: 'That code did not work.' } } });
    const refused = (await answer) as { data: { step: string; message: string } };
    expect(refused.data).toMatchObject({ step: 'code', message: 'That code did not work.' });
    expect(JSON.stringify(refused.data)).not.toContain('654321');
  });

  it("keeps the API's words for too many tries", async () => {
    const { answer } = post('http://site/login', 'username=maria&password=x', { status: 429, body: { error: { code: 'RATE_LIMITED', message: 'Too many tries. Wait 15 minutes.' } } });
    expect(((await answer) as { data: { message: string } }).data.message).toBe('Too many tries. Wait 15 minutes.');
  });

  it('answers with the code form when the account uses two-step sign-in, and sends the code posted there', async () => {
    const first = post('http://site/login', 'username=maria&password=x', { status: 401, body: { error: { code: 'TWO_FACTOR_REQUIRED', message: 'Enter the code.' } } });
    expect(((await first.answer) as { data: { step: string } }).data.step).toBe('code');
    const second = post('http://site/login', 'intent=code&code=+123456+', { status: 200, body: learner });
    expect(((await second.answer) as Response).status).toBe(303);
    expect(second.sent[0]).toEqual({ path: '/api/auth/login/two-factor', body: { code: '123456' } });
  });

  it('answers an API that is away with 503 and "try again", keeping the username', async () => {
    const { answer } = post('http://site/login', 'username=maria&password=x', { status: 500, body: {} });
    const refused = (await answer) as { data: { values: unknown; away: boolean; message: string | null }; init: { status: number } };
    expect(refused.init.status).toBe(503);
    expect(refused.data).toMatchObject({ away: true, message: null });
    expect(refused.data.values).toEqual({ username: 'maria', remember: '', intent: '' });
  });
});
