import { ApiError, createApiClient, type FetchLike } from './api-client';

function fakeFetch(status: number, body: string, statusText = '') {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return new Response(body || null, { status, statusText });
  };
  return { calls, fetchImpl };
}

describe('the platform API client', () => {
  it('sends credentials, JSON and the CSRF header on a POST', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '{"ok":true}');
    await expect(createApiClient({ fetch: fetchImpl }).post('/api/thing', { a: 1 })).resolves.toEqual({ ok: true });
    const init = calls[0]!.init!;
    expect(init.credentials).toBe('include');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' });
  });

  it('sends a PUT the same way (the money plan)', async () => {
    const { calls, fetchImpl } = fakeFetch(200, '{"plan":null}');
    await expect(createApiClient({ fetch: fetchImpl }).put('/api/money-plan', { week1: { pay: '5' } })).resolves.toEqual({ plan: null });
    expect(calls[0]!.init).toMatchObject({ method: 'PUT', credentials: 'include', body: '{"week1":{"pay":"5"}}' });
    expect(calls[0]!.init!.headers).toMatchObject({ 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' });
  });

  it('adds the extra headers a call asks for (e.g. Idempotency-Key)', async () => {
    const { calls, fetchImpl } = fakeFetch(201, '{"reference":"K7M2QX9P"}');
    await createApiClient({ fetch: fetchImpl }).post('/api/assistance-requests', {}, { headers: { 'Idempotency-Key': 'abc-123' } });
    expect(calls[0]!.init!.headers).toMatchObject({ 'Idempotency-Key': 'abc-123', 'X-Requested-With': 'fetch' });
  });

  it('fails a non-OK answer with "status: body" and exposes the envelope', async () => {
    const body = '{"error":{"code":"VALIDATION_FAILED","message":"Invalid email address"}}';
    const { fetchImpl } = fakeFetch(400, body, 'Bad Request');
    const error = await createApiClient({ fetch: fetchImpl }).get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${body}`);
    expect((error as ApiError).code).toBe('VALIDATION_FAILED');
    expect((error as ApiError).userMessage).toBe('Invalid email address');
  });

  it('uses the status text when the body is empty, and hides 5xx messages from users', async () => {
    const { fetchImpl } = fakeFetch(503, '', 'Service Unavailable');
    const error = (await createApiClient({ fetch: fetchImpl }).get('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('503: Service Unavailable');
    expect(error.userMessage).toBeUndefined();
  });

  it('answers null on 401 when asked to, and throws otherwise', async () => {
    const { fetchImpl } = fakeFetch(401, '{"error":{"code":"UNAUTHENTICATED","message":"Not signed in"}}');
    const client = createApiClient({ fetch: fetchImpl });
    await expect(client.get('/api/auth/me', { on401: 'null' })).resolves.toBeNull();
    await expect(client.get('/api/auth/me')).rejects.toThrow(/^401: /);
  });
});
