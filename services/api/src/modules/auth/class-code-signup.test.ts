import { classCodeSchema } from '@reentry/contracts/class-codes';
import { apiPost } from '../../test/api-client.js';
import { useClassCodes, type Account } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const { state, account, createCode, signUp } = useClassCodes();
jest.setTimeout(120_000);

let teacher: Account;
beforeAll(async () => {
  teacher = await account({ isInstructor: true });
});

/** A new code of the teacher's, as printed (`KM7P-3QXR`). */
async function newCode(body: Record<string, unknown> = {}): Promise<{ id: number; code: string }> {
  return classCodeSchema.parse((await createCode(teacher, body)).body);
}

const studentsOf = async (instructorId: number) => (await state.db.knex('users').where({ assignedInstructorId: instructorId }).pluck('username')) as string[];

describe('a class of 40 behind one address', () => {
  it('all sign up with the class code (201) and join the teacher, while the 11th without a code is refused', async () => {
    const { id, code } = await newCode({ maxSignups: 40 });
    for (let i = 1; i <= 40; i += 1) {
      const res = await signUp('203.0.113.10', `learner-a${i}`, i % 2 ? code : code.toLowerCase().replace('-', ' '));
      expect(res.status).toBe(201);
      expect(res.body.assignedInstructorId).toBe(teacher.id);
    }
    expect((await studentsOf(teacher.id)).filter((name) => name.startsWith('learner-a'))).toHaveLength(40);
    expect(await state.db.knex('class_codes').where({ id }).first('usedSignups')).toEqual({ usedSignups: 40 });

    // The same address without a code: the limit of 10 an hour was not used by the class.
    for (let i = 1; i <= 10; i += 1) expect((await signUp('203.0.113.10', `walk-in-${i}`)).status).toBe(201);
    const refused = await signUp('203.0.113.10', 'walk-in-11');
    expectSafeEnvelope(refused, 429, 'RATE_LIMITED');
    expect(refused.body.error.message).toBe(
      'Too many new accounts were made from this place in the last hour. If you are in a class, ask your teacher for a class code. Or try again later.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const spanish = await signUp('203.0.113.10', 'walk-in-12', undefined, 'es');
    expect(spanish.body.error.message).toMatch(/^Se crearon demasiadas cuentas desde este lugar/);
    // Learners without a code belong to no class.
    expect(await state.db.knex('users').where({ username: 'walk-in-1' }).first('assignedInstructorId')).toEqual({ assignedInstructorId: null });
    // A class code still works from there.
    const next = await newCode({ maxSignups: 1 });
    expect((await signUp('203.0.113.10', 'late-learner', next.code)).status).toBe(201);
  });

  it('never lets more sign up than the code allows, even all at once', async () => {
    const { id, code } = await newCode({ maxSignups: 5 });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp('203.0.113.11', `rush-${i}`, code)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    for (const res of results.filter((r) => r.status !== 201)) {
      expectSafeEnvelope(res, 409, 'CONFLICT');
      expect(res.body.error.fields.classCode).toBe('This class code is full. Ask your teacher for a new one, or leave the box empty.');
    }
    expect(await state.db.knex('class_codes').where({ id }).first('usedSignups')).toEqual({ usedSignups: 5 });
    expect((await studentsOf(teacher.id)).filter((name) => name.startsWith('rush-'))).toHaveLength(5);
  });

  it('gives the place back when the sign-up fails after it (a taken username)', async () => {
    const { id, code } = await newCode({ maxSignups: 2 });
    expect((await signUp('203.0.113.12', 'same-name', code)).status).toBe(201);
    expectSafeEnvelope(await signUp('203.0.113.12', 'same-name', code), 409, 'CONFLICT');
    expect(await state.db.knex('class_codes').where({ id }).first('usedSignups')).toEqual({ usedSignups: 1 });
  });
});

describe('codes that do not work', () => {
  it('refuses ended, turned-off and full codes with a message on the field, in English and Spanish', async () => {
    const expired = await newCode();
    await state.db.knex('class_codes').where({ id: expired.id }).update({ expiresAt: new Date(Date.now() - 1000) });
    const ended = await signUp('203.0.113.20', 'late-one', expired.code);
    expectSafeEnvelope(ended, 422, 'VALIDATION_FAILED');
    expect(ended.body.error.fields.classCode).toBe('This class code has ended. Ask your teacher for a new one, or leave the box empty.');

    const revoked = await newCode();
    await state.db.knex('class_codes').where({ id: revoked.id }).update({ revokedAt: new Date() });
    const off = await signUp('203.0.113.20', 'late-two', revoked.code, 'es');
    expectSafeEnvelope(off, 422, 'VALIDATION_FAILED');
    expect(off.body.error.fields.classCode).toBe('Este código de clase ya terminó. Pida uno nuevo a su maestro, o deje la casilla vacía.');

    const full = await newCode({ maxSignups: 1 });
    expect((await signUp('203.0.113.20', 'first-in', full.code)).status).toBe(201);
    expectSafeEnvelope(await signUp('203.0.113.20', 'second-in', full.code), 409, 'CONFLICT');

    // A teacher who is no longer an instructor: their codes stop at once.
    const former = await account({ isInstructor: true });
    const theirs = classCodeSchema.parse((await createCode(former)).body);
    await state.db.knex('users').where({ id: former.id }).update({ isInstructor: false });
    expectSafeEnvelope(await signUp('203.0.113.20', 'orphan', theirs.code), 422, 'VALIDATION_FAILED');

    const unknown = await signUp('203.0.113.20', 'guesser', 'ZZZZ-ZZZZ');
    expectSafeEnvelope(unknown, 422, 'VALIDATION_FAILED');
    expect(unknown.body.error.fields.classCode).toBe('We do not know this class code. Check it with your teacher, or leave the box empty.');
    const malformed = await signUp('203.0.113.20', 'typo', 'O0I1-ABCD');
    expectSafeEnvelope(malformed, 400, 'VALIDATION_FAILED');
    expect(malformed.body.error.fields.classCode).toBe('Check the class code. It has 8 letters and numbers, like KM7P-3QXR.');
    expect(await state.db.knex('users').whereIn('username', ['late-one', 'late-two', 'second-in', 'orphan', 'guesser', 'typo']).count({ n: '*' }).first()).toEqual({ n: 0 });
  });

  it('stops guessing after 20 different wrong codes from one address, but one mistyped code from a whole class counts once', async () => {
    for (let i = 0; i < 30; i += 1) expect((await signUp('203.0.113.30', `typo-${i}`, 'ZZZZ-ZZZY')).status).toBe(422);
    const guess = (i: number) => `${'23456789ABCDEFGHJKMNPQRSTVWXYZ'[i]}ZZZ-ZZZZ`;
    for (let i = 1; i < 20; i += 1) expect((await signUp('203.0.113.30', `guess-${i}`, guess(i))).status).toBe(422);
    const { code } = await newCode();
    // A real code is refused too once the address is over: the answers tell a guesser nothing.
    const blocked = await signUp('203.0.113.30', 'real-but-late', code);
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await signUp('198.51.100.30', 'elsewhere', code)).status).toBe(201);
  });
});

describe('signing in from one address', () => {
  it('counts failed logins, not successful ones: a whole class can sign in at the start of a lesson', async () => {
    const { code } = await newCode();
    expect((await signUp('203.0.113.40', 'signs-in-often', code)).status).toBe(201);
    const login = () => apiPost(state.app, '/api/auth/login', { username: 'signs-in-often', password: 'sunny-garden-42' }, { headers: { 'X-Forwarded-For': '203.0.113.41' } });
    // 50 failed logins per 15 minutes from one address are allowed; these 55 all worked.
    for (let i = 0; i < 55; i += 1) expect((await login()).status).toBe(200);
  });
});
