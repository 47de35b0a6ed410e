/**
 * @jest-environment node
 */
// Route actions run on the server (a native post) and in the browser; nothing here needs a page.
import { ApiError } from '../api-client.js';
import { contentKey, formAction, isRefusal, postedFields } from './posted-form.js';

const post = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request('http://site.test/contact', { method: 'POST', body, headers: { 'Content-Type': type } });

/** What an action answered: a redirect's status and address, or its data and status. */
async function answerOf(result: unknown) {
  if (result instanceof Response) return { status: result.status, location: result.headers.get('Location') };
  const { data, init } = result as { data: unknown; init: { status?: number } | null };
  return { status: init?.status ?? 200, data };
}

describe('postedFields', () => {
  it("reads only the form's own fields, as text, the first of a repeated name", async () => {
    const values = await postedFields(post('name=Ana&name=Bea&__proto__=x&constructor=y&extra=z'), ['name', 'email', 'consent']);
    expect(values).toEqual({ name: 'Ana', email: '', consent: '' });
    expect(Object.getPrototypeOf(values)).toBe(Object.prototype);
  });

  it('reads NUL bytes, emoji and 10,000 characters as they came (the API judges them)', async () => {
    const long = 'a'.repeat(10_000);
    const body = new URLSearchParams({ name: 'A\u0000na 🙂', message: long }).toString();
    expect(await postedFields(post(body), ['name', 'message'])).toEqual({ name: 'A\u0000na 🙂', message: long });
  });

  it('reads a multipart post too', async () => {
    const form = new FormData();
    form.set('name', 'Ana');
    expect(await postedFields(new Request('http://site.test/contact', { method: 'POST', body: form }), ['name'])).toEqual({ name: 'Ana' });
  });
});

describe('contentKey', () => {
  it('gives a random key of the same form where the page has no crypto.subtle (plain http, not localhost)', async () => {
    const real = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: { getRandomValues: real.getRandomValues.bind(real) }, configurable: true });
    try {
      const [first, second] = [await contentKey('/signup', { username: 'ana' }), await contentKey('/signup', { username: 'ana' })];
      expect(first).toMatch(/^form-[0-9a-f]{64}$/);
      expect(second).not.toBe(first);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: real, configurable: true });
    }
  });
});

describe('formAction', () => {
  const fields = ['username', 'password'] as const;

  it("sends with a key made from what is sent (secrets left out), then answers the spec's redirect", async () => {
    const keys: string[] = [];
    const action = formAction({
      fields,
      secret: ['password'],
      send: async (_values, { idempotencyKey }) => keys.push(idempotencyKey),
      done: () => new Response(null, { status: 303, headers: { Location: '/done' } }),
    });
    expect(await answerOf(await action({ request: post('username=ana&password=one'), params: {}, context: {} } as never))).toEqual({ status: 303, location: '/done' });
    await action({ request: post('username=ana&password=two'), params: {}, context: {} } as never);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toBe(await contentKey('/contact', { username: 'ana' }));
  });

  it("answers the API's field errors and own words with its status, never giving a secret back", async () => {
    const refusal = (status: number, envelope: unknown) => () => Promise.reject(new ApiError(status, JSON.stringify(envelope), ''));
    const fieldsRefused = formAction({ fields, secret: ['password'], send: refusal(400, { error: { code: 'VALIDATION_ERROR', message: 'Check it.', fields: { username: 'Too short.' } } }), done: () => null });
    const answer = await answerOf(await fieldsRefused({ request: post('username=a&password=secret'), params: {}, context: {} } as never));
    expect(answer).toEqual({ status: 400, data: { refused: true, values: { username: 'a' }, errors: { username: 'Too short.' }, message: null } });
    expect(isRefusal(answer.data)).toBe(true);

    const limited = formAction({ fields, send: refusal(429, { error: { code: 'RATE_LIMITED', message: 'Wait a few minutes.' } }), done: () => null });
    expect(await answerOf(await limited({ request: post('username=a'), params: {}, context: {} } as never))).toMatchObject({ status: 429, data: { message: 'Wait a few minutes.', errors: {} } });
  });

  it('answers 503 with what was typed when the API is down or out of reach, and lets a bug through', async () => {
    for (const failure of [new ApiError(500, '', 'Internal Server Error'), new TypeError('Failed to fetch')]) {
      const action = formAction({ fields, send: () => Promise.reject(failure), done: () => null });
      expect(await answerOf(await action({ request: post('username=ana'), params: {}, context: {} } as never))).toMatchObject({ status: 503, data: { values: { username: 'ana' }, message: null } });
    }
    const bug = formAction({ fields, send: () => Promise.reject(new RangeError('a bug')), done: () => null });
    await expect(bug({ request: post('username=ana'), params: {}, context: {} } as never)).rejects.toThrow('a bug');
  });

  it("refuses on its own check before anything is sent", async () => {
    const send = jest.fn();
    const action = formAction({ fields, check: (values): Record<string, string> => (values.username ? {} : { username: 'form.usernameRequired' }), send, done: () => null });
    expect(await answerOf(await action({ request: post('username='), params: {}, context: {} } as never))).toMatchObject({ status: 400, data: { errors: { username: 'form.usernameRequired' } } });
    expect(send).not.toHaveBeenCalled();
  });
});
