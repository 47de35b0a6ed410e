import { webcrypto } from 'node:crypto';
import type { ActionFunctionArgs } from 'react-router';
import { createApiClient, createQueryClient, sessionQueryKey, type RouteServices } from '@reentry/platform';
import { learner } from './account-test-harness';
import { contentKey } from '@reentry/platform/action-form';
import { signupAction } from './signup-action';

// jsdom has no `crypto.subtle` (a browser has it on https and localhost): Node's, for the content key.
beforeAll(() => Object.defineProperty(globalThis.crypto, 'subtle', { value: webcrypto.subtle, configurable: true }));

/** The action as the server runs it for a form posted without script: a URL-encoded body, the API faked. */
function post(url: string, fields: Record<string, string>, answer: { status: number; body: unknown }) {
  const sent: { path: string; body: unknown; key?: string }[] = [];
  const api = createApiClient({
    fetch: async (path, init) => {
      sent.push({ path, body: JSON.parse(String(init?.body ?? 'null')), key: (init?.headers as Record<string, string>)['Idempotency-Key'] });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
  });
  const services: RouteServices = { queryClient: createQueryClient(), api, getLocale: () => 'en' };
  const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  return { sent, services, answer: signupAction(services)({ request, params: {}, context: {} } as unknown as ActionFunctionArgs) as Promise<unknown> };
}

const account = { username: 'maria', name: 'Maria Lopez', email: 'maria@example.org', password: 'sunny-garden-42', confirmPassword: 'sunny-garden-42', classCode: '' };

describe('the sign-up action (a form posted without script)', () => {
  it('makes the account with a key from what was sent but the password, signs in and answers 303 home saying so', async () => {
    const { sent, services, answer } = post('http://site/signup', { ...account, classCode: ' km7p-3qxr ' }, { status: 201, body: learner });
    const response = (await answer) as Response;
    expect([response.status, response.headers.get('Location')]).toEqual([303, '/?done=signed-up']);
    expect(sent[0]!.body).toEqual({ username: 'maria', name: 'Maria Lopez', email: 'maria@example.org', classCode: 'km7p-3qxr', password: 'sunny-garden-42' });
    expect(sent[0]!.key).toBe(await contentKey('/signup', { username: 'maria', name: 'Maria Lopez', email: 'maria@example.org', classCode: 'km7p-3qxr' }));
    expect(services.queryClient.getQueryData(sessionQueryKey)).toEqual(learner);
  });

  it('goes back to where the visitor came from (`?returnTo=`, a path on this site only)', async () => {
    const back = (await post('http://site/signup?returnTo=%2Fclaim', account, { status: 201, body: learner }).answer) as Response;
    expect(back.headers.get('Location')).toBe('/claim');
    const away = (await post('http://site/signup?returnTo=%2F%2Fevil.example', account, { status: 201, body: learner }).answer) as Response;
    expect(away.headers.get('Location')).toBe('/?done=signed-up');
  });

  it("with a claim card's code (the sign-up opened from /claim): sends it, no email needed, and lands on /claim saying the work came", async () => {
    const { sent, answer } = post('http://site/signup?returnTo=%2Fclaim', { ...account, email: '', claimCode: ' abcd-efgh-jkmn ' }, { status: 201, body: learner });
    const response = (await answer) as Response;
    expect([response.status, response.headers.get('Location')]).toEqual([303, '/claim?done=claimed']);
    expect(sent[0]!.body).toEqual({ username: 'maria', name: 'Maria Lopez', email: '', claimCode: 'abcd-efgh-jkmn', password: 'sunny-garden-42' });
  });

  it('refuses a confirmation that differs, sends nothing, and keeps what was typed but the passwords', async () => {
    const { sent, answer } = post('http://site/signup', { ...account, confirmPassword: 'sunny-garden-43' }, { status: 201, body: learner });
    const refused = (await answer) as { data: { values: unknown; errors: Record<string, string> }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.errors.confirmPassword).toBe('contracts.auth.passwordsDoNotMatch');
    expect(refused.data.values).toEqual({ username: 'maria', name: 'Maria Lopez', email: 'maria@example.org', classCode: '', claimCode: '' });
    expect(sent).toEqual([]);
  });

  it('puts a taken username at its field', async () => {
    const { answer } = post('http://site/signup', account, { status: 409, body: { error: { code: 'CONFLICT', message: 'That username is taken.' } } });
    const refused = (await answer) as { data: { errors: Record<string, string>; message: string | null }; init: { status: number } };
    expect(refused.init.status).toBe(409);
    expect(refused.data).toMatchObject({ errors: { username: 'That username is taken.' }, message: null });
  });
});
