import type Koa from 'koa';
import type { Knex } from 'knex';
import type { Response } from 'supertest';
import { createKnex } from '../../db/knex.js';
import { apiGet, apiPost, sessionCookie, sessionId } from '../../test/api-client.js';
import { useClassCodes } from '../../test/class-codes-kit.js';
import { counted, newKey, newRun } from '../../test/duplicates-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp } from '../../test/test-app.js';
import { TEST_DATABASE_URL } from '../../test/test-db.js';
import { requestHash } from '../idempotency/idempotency.service.js';
import { hashPassword, passwordHashingStats } from './password.js';

// A sign-up whose answer was lost (a replica killed, a phone's network gone) is sent again by the browser
// with the same Idempotency-Key. Real limits (factor 1); each test signs up from its own address.
const { state, config, account, createCode } = useClassCodes();
jest.setTimeout(120_000);

const pools: Knex[] = [];
/** Two more API replicas on the same schema, each with a pool of ONE connection (as the embedded database). */
let narrow: Koa[];
beforeAll(() => {
  narrow = [1, 2].map(() => {
    const knex = createKnex({ connectionString: TEST_DATABASE_URL, schema: state.db.schema, poolMax: 1 });
    pools.push(knex);
    return testApp(knex, { config });
  });
});
afterAll(() => Promise.all(pools.map((knex) => knex.destroy())));

const PASSWORD = 'sunny-garden-42';
let addresses = 0;
const newAddress = () => `198.51.100.${(addresses += 1)}`;
const signUpBody = (run: string, extra: Record<string, string> = {}) => ({ username: `learner-${run}`, name: 'Rosa Diaz', email: `${run}@example.org`, password: PASSWORD, ...extra });

interface Send {
  key?: string;
  ip: string;
  lang?: 'en' | 'es';
  app?: Koa;
}
const send = (body: object, { key, ip, lang, app = state.app }: Send) =>
  apiPost(app, '/api/auth/register', body, { lang, headers: { 'X-Forwarded-For': ip, ...(key ? { 'Idempotency-Key': key } : {}) } });

const usersNamed = async (username: string) => Number(((await state.db.knex('users').where({ username }).count({ n: '*' })) as { n: number }[])[0]!.n);
/** The signed-in user of the session this answer started, or undefined when it started none that works. */
async function signedInAs(res: Response): Promise<number | undefined> {
  const cookie = sessionCookie(res);
  if (!cookie) return undefined;
  const me = await apiGet(state.app, '/api/auth/me', cookie);
  return me.status === 200 ? (me.body as { id: number }).id : undefined;
}

describe('POST /api/auth/register with an Idempotency-Key', () => {
  it('a retry with the same key gets the same 201 and user, signs that client in too, and spends no sign-up limit', async () => {
    const run = newRun();
    const ip = newAddress();
    const body = signUpBody(run);
    const first = await send(body, { key: newKey(run), ip });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const passwordWork = passwordHashingStats().started;
    const retry = await send(body, { key: newKey(run), ip });

    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.text).toBe(first.text);
    expect(await usersNamed(body.username)).toBe(1);
    expect(await signedInAs(first)).toBe(first.body.id);
    expect(await signedInAs(retry)).toBe(first.body.id);
    expect(sessionId(sessionCookie(retry))).not.toBe(sessionId(sessionCookie(first)));
    // No new hash: one argon2 verify of the password sent again.
    expect(passwordHashingStats().started).toBe(passwordWork + 1);
    expect(await counted(state.db.knex, [`registerPerIp:${ip}`])).toBe(1);
    // The password was checked like a login that worked: no failure is left counted.
    expect(await counted(state.db.knex, [`loginPerIp:${ip}`, `loginPerAccount:${ip}|`])).toBe(0);
  });

  it.each([
    ['one replica', () => [state.app]],
    ['two replicas with a pool of one connection each', () => narrow],
  ])('8 at once on %s (a double tap, a retry storm): one account, all 201 with the same user, each signed in', async (_where, apps) => {
    const run = newRun();
    const ip = newAddress();
    const body = signUpBody(run);
    const replicas = apps();
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => send(body, { key: newKey(run), ip, app: replicas[i % replicas.length] })));

    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    expect(new Set(answers.map((res) => res.text)).size).toBe(1);
    expect(answers.filter((res) => res.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await usersNamed(body.username)).toBe(1);
    expect(await Promise.all(answers.map(signedInAs))).toEqual(Array(8).fill(answers[0]!.body.id));
    // On one replica the duplicates wait for the first; on two, one sent while the first was being made may
    // be counted as well (see signup.ts).
    const signUps = await counted(state.db.knex, [`registerPerIp:${ip}`]);
    if (replicas.length === 1) expect(signUps).toBe(1);
    else expect(signUps).toBeLessThanOrEqual(2);
  });

  it("with a class code the place is taken once, also when the first try took the code's last place", async () => {
    const teacher = await account({ isInstructor: true });
    const code = (await createCode(teacher, { maxSignups: 2 })).body as { id: number; code: string };
    const run = newRun();
    const ip = newAddress();
    const body = signUpBody(run, { classCode: code.code });
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(body, { key: newKey(run), ip })));
    expect(answers.map((res) => res.status)).toEqual(Array(8).fill(201));
    expect(answers[0]!.body.assignedInstructorId).toBe(teacher.id);
    expect(await state.db.knex('class_codes').where({ id: code.id }).first('usedSignups')).toEqual({ usedSignups: 1 });
    expect(await counted(state.db.knex, [`registerClassPerIp:${ip}`])).toBe(1);

    // A second learner takes the last place; their retry is still the 201, not "This class code is full".
    const late = newRun();
    const lateBody = signUpBody(late, { classCode: code.code });
    expect((await send(lateBody, { key: newKey(late), ip })).status).toBe(201);
    const retry = await send(lateBody, { key: newKey(late), ip });
    expect(retry.status).toBe(201);
    expect(await signedInAs(retry)).toBe(retry.body.id);
    expect(await state.db.knex('class_codes').where({ id: code.id }).first('usedSignups')).toEqual({ usedSignups: 2 });
  });

  it('the same key with other details answers 422 IDEMPOTENCY_KEY_REUSED, in English and Spanish, and makes nothing', async () => {
    const run = newRun();
    const ip = newAddress();
    const body = signUpBody(run);
    expect((await send(body, { key: newKey(run), ip })).status).toBe(201);
    const en = await send({ ...body, name: 'Rosa María Diaz' }, { key: newKey(run), ip });
    expectSafeEnvelope(en, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(en.body.error.message).toBe('This request was already sent with different details. Please reload the page and try again.');
    expect(sessionCookie(en)).toBe('');
    const es = await send({ ...body, username: `otro-${run}` }, { key: newKey(run), ip, lang: 'es' });
    expectSafeEnvelope(es, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(es.body.error.message).toBe('Esta solicitud ya se envió con otros datos. Por favor, vuelva a cargar la página e inténtelo de nuevo.');
    expect(await usersNamed(`otro-${run}`)).toBe(0);
  });

  it('keeps no hash of the password: a retry with another password signs nobody in, and counts as a failed login', async () => {
    const run = newRun();
    const ip = newAddress();
    const body = signUpBody(run);
    const first = await send(body, { key: newKey(run), ip });
    const kept = await state.db.knex('idempotency_keys').where({ scope: 'register', key: newKey(run) }).first('requestHash');
    const { password: _password, ...withoutPassword } = body;
    expect(kept.requestHash).toBe(requestHash(withoutPassword));

    const wrong = await send({ ...body, password: 'rainy-garden-42' }, { key: newKey(run), ip });
    expectSafeEnvelope(wrong, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(sessionCookie(wrong)).toBe('');
    expect(await counted(state.db.knex, [`loginPerIp:${ip}`])).toBe(1);
    // The login limits hold for such guesses: 10 per address and account, shared with /login.
    for (let i = 2; i <= 10; i += 1) expect((await send({ ...body, password: `guess-${i}-garden` }, { key: newKey(run), ip })).status).toBe(422);
    expectSafeEnvelope(await send(body, { key: newKey(run), ip }), 429, 'RATE_LIMITED');
    const login = await apiPost(state.app, '/api/auth/login', { username: body.username, password: PASSWORD }, { headers: { 'X-Forwarded-For': ip } });
    expectSafeEnvelope(login, 429, 'RATE_LIMITED');
    // From elsewhere the right password still replays.
    const elsewhere = await send(body, { key: newKey(run), ip: newAddress() });
    expect(elsewhere.status).toBe(201);
    expect(await signedInAs(elsewhere)).toBe(first.body.id);
  });

  it('signs in only as sign-up left the account: not after a password change, nor with two-step sign-in on', async () => {
    for (const change of ['password', 'two-factor'] as const) {
      const run = newRun();
      const ip = newAddress();
      const body = signUpBody(run);
      const first = await send(body, { key: newKey(run), ip });
      const userId = first.body.id as number;
      if (change === 'password') await state.db.knex('users').where({ id: userId }).update({ passwordHash: await hashPassword('a-new-secret-77') });
      else await state.db.knex('two_factor').insert({ userId, secretEncrypted: 'not-used-here', enabledAt: new Date() });
      const retry = await send(body, { key: newKey(run), ip });
      expectSafeEnvelope(retry, 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(sessionCookie(retry)).toBe('');
    }
  });

  it('a refused sign-up keeps its count, as without a key (no free guessing of names or class codes)', async () => {
    const ip = newAddress();
    const taken = signUpBody(newRun());
    expect((await send(taken, { ip })).status).toBe(201);
    expectSafeEnvelope(await send({ ...taken, email: 'other@example.org' }, { key: newKey(newRun()), ip }), 409, 'CONFLICT');
    expect(await counted(state.db.knex, [`registerPerIp:${ip}`])).toBe(2);

    const guess = (i: number) => `${'23456789ABCDEFGHJKMNPQRSTVWXYZ'[i]}ZZZ-ZZZY`;
    for (let i = 0; i < 20; i += 1) {
      const run = newRun();
      expect((await send(signUpBody(run, { classCode: guess(i) }), { key: newKey(run), ip })).status).toBe(422);
    }
    const teacher = await account({ isInstructor: true });
    const real = (await createCode(teacher)).body as { code: string };
    const run = newRun();
    expectSafeEnvelope(await send(signUpBody(run, { classCode: real.code }), { key: newKey(run), ip }), 429, 'RATE_LIMITED');
  });

  it('refuses a malformed key (400), as the other routes do', async () => {
    const res = await send(signUpBody(newRun()), { key: 'not a key!', ip: newAddress() });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/auth/register without an Idempotency-Key (unchanged)', () => {
  it('the same sign-up sent twice is 409 "That username is taken" with no session, and both are counted', async () => {
    const ip = newAddress();
    const body = signUpBody(newRun());
    expect((await send(body, { ip })).status).toBe(201);
    const again = await send(body, { ip });
    expectSafeEnvelope(again, 409, 'CONFLICT');
    expect(again.body.error.message).toBe('That username is taken. Please choose another.');
    expect(sessionCookie(again)).toBe('');
    expect(await usersNamed(body.username)).toBe(1);
    expect(await counted(state.db.knex, [`registerPerIp:${ip}`])).toBe(2);
  });
});
