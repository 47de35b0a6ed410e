// Issue 31: an instructor (or an admin) makes a one-time reset code; the learner sets a new password with it.
import { resetCodeSchema } from '@reentry/contracts/reset-codes';
import { apiGet, apiPost } from '../../test/api-client.js';
import { useClassCodes, type Account } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';

const { state, config, account } = useClassCodes();
const CODE_SHAPE = /^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;
let learners = 0;
let ips = 0;
const nextIp = () => `203.0.113.${(ips += 1)}`;

/** A learner without email, assigned to `teacher`, with a password they have forgotten. */
async function learnerOf(teacher: Account | null): Promise<Account & { username: string }> {
  learners += 1;
  const username = `learner${learners}`;
  const [row] = await state.db
    .knex('users')
    .insert({ username, passwordHash: '$argon2id$forgotten', name: `Learner ${learners}`, email: null, assignedInstructorId: teacher?.id ?? null })
    .returning('id');
  const id = (row as { id: number }).id;
  return { id, username, cookie: await sessionCookieFor(state.db.knex, id, config.sessionSecret) };
}

const makeCode = (maker: Account, studentId: number | string, path = 'instructor/students') =>
  apiPost(state.app, `/api/${path}/${studentId}/reset-code`, {}, { cookie: maker.cookie });
const useCode = (body: Record<string, unknown>, ip = nextIp(), lang?: 'en' | 'es') =>
  apiPost(state.app, '/api/auth/reset-password/code', body, { lang, headers: { 'X-Forwarded-For': ip, 'X-Forwarded-Proto': 'https' } });
const login = (username: string, password: string) =>
  apiPost(state.app, '/api/auth/login', { username, password }, { headers: { 'X-Forwarded-For': nextIp(), 'X-Forwarded-Proto': 'https' } });

describe('POST /api/instructor/students/:id/reset-code', () => {
  it('gives an assigned student a code easy to read aloud, valid 24 hours, stored only as a hash, audited', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    const res = await makeCode(teacher, learner.id);
    expect(res.status).toBe(201);
    const { code, expiresAt } = resetCodeSchema.parse(res.body);
    expect(code).toMatch(CODE_SHAPE);
    expect((Date.parse(expiresAt) - Date.now()) / 3_600_000).toBeCloseTo(24, 1);
    const rows = await state.db.knex('reset_codes').where({ userId: learner.id });
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code.replace('-', ''));
    const audit = await state.db.knex('audit_log').where({ action: 'user.reset_code_created', targetId: String(learner.id) }).first();
    expect(audit).toMatchObject({ actorUserId: teacher.id });
    expect(JSON.stringify(audit)).not.toContain(code.replace('-', ''));
  });

  it('answers 404 for a student of another instructor, an unknown id, and the instructor themself; 401 and 403 for others', async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    const theirs = await learnerOf(other);
    const unassigned = await learnerOf(null);
    for (const id of [theirs.id, unassigned.id, 999_999, teacher.id]) {
      const res = await makeCode(teacher, id);
      expectSafeEnvelope(res, 404, 'NOT_FOUND');
      expect(res.body.error.message).toBe('We could not find that student in your class.');
    }
    expectSafeEnvelope(await apiPost(state.app, `/api/instructor/students/${theirs.id}/reset-code`), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await makeCode(theirs, unassigned.id), 403, 'FORBIDDEN');
    expect(await state.db.knex('reset_codes').whereIn('userId', [theirs.id, unassigned.id])).toHaveLength(0);
  });

  it('refuses without the CSRF header and refuses hostile ids with a 400, never a 500', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    const { default: request } = await import('supertest');
    const noHeader = await request(state.app.callback()).post(`/api/instructor/students/${learner.id}/reset-code`).set('Cookie', teacher.cookie).send({});
    expect(noHeader.status).toBe(403);
    for (const id of ['abc', '0', '1%00', 'x'.repeat(10_000), '__proto__', '99999999999']) expectSafeEnvelope(await makeCode(teacher, encodeURIComponent(id)), 400, 'VALIDATION_FAILED');
  });

  it('allows 5 codes a day per instructor, then 429', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    for (let i = 0; i < 5; i += 1) expect((await makeCode(teacher, learner.id)).status).toBe(201);
    expectSafeEnvelope(await makeCode(teacher, learner.id), 429, 'RATE_LIMITED');
    // A new code voids the older ones: one live code per learner.
    expect(await state.db.knex('reset_codes').where({ userId: learner.id }).whereNull('usedAt')).toHaveLength(1);
  });
});

describe('POST /api/admin/users/:id/reset-code', () => {
  it('works for any learner, and refuses staff accounts (403)', async () => {
    const admin = await account({ isAdmin: true });
    const learner = await learnerOf(null);
    const res = await makeCode(admin, learner.id, 'admin/users');
    expect(res.status).toBe(201);
    expect(resetCodeSchema.parse(res.body).code).toMatch(CODE_SHAPE);
    for (const staff of [await account({ isInstructor: true }), await account({ isAdmin: true }), admin]) {
      const refused = await makeCode(admin, staff.id, 'admin/users');
      expectSafeEnvelope(refused, 403, 'FORBIDDEN');
      expect(refused.body.error.message).toBe('Staff accounts cannot get a reset code. They reset their password by email.');
    }
    expectSafeEnvelope(await makeCode(admin, 999_999, 'admin/users'), 404, 'NOT_FOUND');
    const teacher = await account({ isInstructor: true });
    expectSafeEnvelope(await makeCode(teacher, learner.id, 'admin/users'), 403, 'FORBIDDEN');
  });
});

describe('POST /api/auth/reset-password/code', () => {
  async function codeFor(learner: { id: number }, teacher: Account): Promise<string> {
    const res = await makeCode(teacher, learner.id);
    expect(res.status).toBe(201);
    return (res.body as { code: string }).code;
  }

  it('sets the new password once, ends every session of the learner, and the code is then spent', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    const code = await codeFor(learner, teacher);
    expect((await apiGet(state.app, '/api/auth/me', learner.cookie)).status).toBe(200);
    // Typed as it was read aloud: small letters, a space for the dash.
    const res = await useCode({ username: learner.username.toUpperCase(), code: code.toLowerCase().replace('-', ' '), password: 'quiet-river-stones-81' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Your password has been changed. Please log in with your new password.');
    expectSafeEnvelope(await apiGet(state.app, '/api/auth/me', learner.cookie), 401, 'UNAUTHENTICATED');
    expect((await login(learner.username, 'quiet-river-stones-81')).status).toBe(200);
    const again = await useCode({ username: learner.username, code, password: 'another-river-stones-82' });
    expectSafeEnvelope(again, 400, 'VALIDATION_FAILED');
    expect(again.body.error.fields.code).toBe('This username and reset code do not work together. Check both, or ask your instructor for a new code.');
    expect(await state.db.knex('audit_log').where({ action: 'user.reset_code_used', targetId: String(learner.id) })).toHaveLength(1);
  });

  it('stops working 24 hours after it was made', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    const code = await codeFor(learner, teacher);
    // Move the clock: the code was made 24 hours and a minute ago.
    await state.db.knex('reset_codes').where({ userId: learner.id }).update({
      createdAt: state.db.knex.raw("created_at - interval '24 hours 1 minute'"),
      expiresAt: state.db.knex.raw("expires_at - interval '24 hours 1 minute'"),
    });
    expectSafeEnvelope(await useCode({ username: learner.username, code, password: 'quiet-river-stones-81' }), 400, 'VALIDATION_FAILED');
  });

  it('gives the same answer for an unknown username and a wrong code (no enumeration), in Spanish too', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    await codeFor(learner, teacher);
    const wrongCode = await useCode({ username: learner.username, code: 'ABCD-EFGH', password: 'quiet-river-stones-81' });
    const noOne = await useCode({ username: 'nobody-at-all', code: 'ABCD-EFGH', password: 'quiet-river-stones-81' });
    expect(noOne.status).toBe(wrongCode.status);
    expect(noOne.body).toEqual(wrongCode.body);
    const es = await useCode({ username: 'nobody-at-all', code: 'ABCD-EFGH', password: 'quiet-river-stones-81' }, nextIp(), 'es');
    expect(es.body.error.fields.code).toBe('Este nombre de usuario y este código no coinciden. Revise los dos, o pida un código nuevo a su instructor.');
  });

  it('keeps the code when the new password is refused, so the learner can try another', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    const code = await codeFor(learner, teacher);
    const weak = await useCode({ username: learner.username, code, password: 'password1' });
    expectSafeEnvelope(weak, 400, 'VALIDATION_FAILED');
    expect(weak.body.error.fields.password).toBeDefined();
    expect((await useCode({ username: learner.username, code, password: 'quiet-river-stones-81' })).status).toBe(200);
  });

  it('limits guesses per username (from many addresses) and per address, before any work', async () => {
    const teacher = await account({ isInstructor: true });
    const learner = await learnerOf(teacher);
    const code = await codeFor(learner, teacher);
    for (let i = 0; i < 10; i += 1) expect((await useCode({ username: learner.username, code: 'ABCD-EFG2', password: 'quiet-river-stones-81' })).status).toBe(400);
    // The right code no longer helps this hour: guessing one account stops after 10 tries.
    expectSafeEnvelope(await useCode({ username: learner.username, code, password: 'quiet-river-stones-81' }), 429, 'RATE_LIMITED');
    const ip = nextIp();
    for (let i = 0; i < 20; i += 1) await useCode({ username: `someone${i}`, code: 'ABCD-EFGH', password: 'quiet-river-stones-81' }, ip);
    expectSafeEnvelope(await useCode({ username: 'someone-else', code: 'ABCD-EFGH', password: 'quiet-river-stones-81' }, ip), 429, 'RATE_LIMITED');
  });

  it.each([
    [{ username: 'a\u0000b', code: 'ABCD-EFGH', password: 'quiet-river-stones-81' }],
    [{ username: 'x'.repeat(10_000), code: 'ABCD-EFGH', password: 'quiet-river-stones-81' }],
    [{ username: 'learner1', code: 'A'.repeat(10_000), password: 'quiet-river-stones-81' }],
    [{ username: 'learner1', code: 12345678, password: 'quiet-river-stones-81' }],
    [{ username: ['learner1'], code: 'ABCD-EFGH', password: 'quiet-river-stones-81' }],
    [{ username: 'learner1', code: 'ABCD-EFGH', password: 'p'.repeat(10_000) }],
    [{}],
  ])('refuses hostile input %# with a translated 400', async (body) => {
    expectSafeEnvelope(await useCode(body as Record<string, unknown>), 400, 'VALIDATION_FAILED');
  });

  it('refuses a body with __proto__ as bad JSON (400), never a 500', async () => {
    const { default: request } = await import('supertest');
    const res = await request(state.app.callback())
      .post('/api/auth/reset-password/code')
      .set('X-Requested-With', 'fetch')
      .set('Content-Type', 'application/json')
      .send('{"__proto__": {"isAdmin": true}, "username": "learner1", "code": "ABCD-EFGH", "password": "quiet-river-stones-81"}');
    expectSafeEnvelope(res, 400, 'INVALID_JSON');
  });
});
