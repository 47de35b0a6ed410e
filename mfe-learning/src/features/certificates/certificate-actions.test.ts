/**
 * @jest-environment node
 */
import { createMockPlatform, createQueryClient } from '@reentry/platform';
import { fakeApi, json } from '../../test/fake-api';
import { certificatesAction } from './certificate-actions';

// The route action of /certificates, as the server runs it for a form posted without script (and the
// router in the browser after the page's code came).

function actionWith(answers: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(answers);
  const action = certificatesAction({ queryClient: createQueryClient(), api: createMockPlatform({ fetch: api.fetch }).api, getLocale: () => 'en' });
  const post = (fields: Record<string, string>) =>
    action({ request: new Request('http://localhost/certificates', { method: 'POST', body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }), params: {}, context: {} } as never);
  return { post, requests: api.requests };
}

/** A redirect's status and address, or the refusal's status and data. */
async function answerOf(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  const { data, init } = result as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, data };
}

const mine = { names: { full: 'Ana', firstLastInitial: 'A.' }, progress: [], certificates: [] };

describe("/certificates' route action", () => {
  it('makes the certificate in the chosen name format, then Post/Redirect/Get to the card that changed', async () => {
    const { post, requests } = actionWith({ 'POST /api/certificates': () => json(200, mine) });
    expect(await answerOf(await post({ intent: 'issue', kind: 'course', nameFormat: 'firstLastInitial' }))).toEqual({ status: 303, location: '/certificates?kind=course&done=issued' });
    expect(requests.map((r) => [r.method, r.url, r.body])).toEqual([['POST', '/api/certificates', { nameFormat: 'firstLastInitial' }]]);
  });

  it('withdraws the certificate named by its code (encoded in the address), then says so', async () => {
    const { post, requests } = actionWith({ 'POST /api/certificates/K7QM-4XPA-9TRD-W2HN/withdraw': () => json(200, mine) });
    expect(await answerOf(await post({ intent: 'withdraw', kind: 'course', code: 'K7QM-4XPA-9TRD-W2HN' }))).toEqual({ status: 303, location: '/certificates?kind=course&done=withdrawn' });
    expect(requests.map((r) => r.url)).toEqual(['/api/certificates/K7QM-4XPA-9TRD-W2HN/withdraw']);

    const hostile = actionWith({});
    const answer = await answerOf(await hostile.post({ intent: 'withdraw', code: '../../admin?x=1' }));
    expect(hostile.requests.map((r) => r.url)).toEqual(['/api/certificates/..%2F..%2Fadmin%3Fx%3D1/withdraw']);
    expect(answer).toMatchObject({ status: 404, data: { refused: true, values: { intent: 'withdraw', code: '../../admin?x=1' } } });
  });

  it("answers the API's refusal in its words with what was sent, and 503 when the API is down", async () => {
    const refused = actionWith({ 'POST /api/certificates': () => json(403, { error: { code: 'CERTIFICATE_REVOKED', message: 'Our staff cancelled this certificate.' } }) });
    expect(await answerOf(await refused.post({ intent: 'issue', kind: 'course', nameFormat: 'full' }))).toMatchObject({ status: 403, data: { message: 'Our staff cancelled this certificate.', values: { nameFormat: 'full' } } });
    const down = actionWith({ 'POST /api/certificates': () => json(500, {}) });
    expect(await answerOf(await down.post({ intent: 'issue', kind: 'course', nameFormat: 'full' }))).toMatchObject({ status: 503 });
  });

  it('refuses an unknown name format or intent before anything is sent, never a 500', async () => {
    const { post, requests } = actionWith({});
    expect(await answerOf(await post({ intent: 'issue', nameFormat: '__proto__' }))).toMatchObject({ status: 400, data: { errors: { nameFormat: 'learning.certificates.chooseName' } } });
    expect(await answerOf(await post({ intent: 'delete-everything' }))).toMatchObject({ status: 400 });
    expect(await answerOf(await post({}))).toMatchObject({ status: 400 });
    expect(requests).toEqual([]);
  });
});
