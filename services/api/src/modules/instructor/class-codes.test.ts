import { classCodeSchema, classCodesSchema } from '@reentry/contracts/class-codes';
import { apiGet, apiPost } from '../../test/api-client.js';
import { useClassCodes } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const { state, account, createCode, listCodes } = useClassCodes();

describe('who may make class codes', () => {
  it('401 for a visitor, 403 for a learner and for an admin who is not an instructor', async () => {
    expectSafeEnvelope(await apiPost(state.app, '/api/instructor/class-codes', {}), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiGet(state.app, '/api/instructor/class-codes'), 401, 'UNAUTHENTICATED');
    const learner = await account();
    const admin = await account({ isAdmin: true });
    for (const who of [learner, admin]) {
      expectSafeEnvelope(await createCode(who), 403, 'FORBIDDEN');
      expectSafeEnvelope(await listCodes(who), 403, 'FORBIDDEN');
      expectSafeEnvelope(await apiPost(state.app, '/api/instructor/class-codes/1/revoke', {}, { cookie: who.cookie }), 403, 'FORBIDDEN');
    }
    expect(await state.db.knex('class_codes').count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});

describe('POST /api/instructor/class-codes', () => {
  it('makes a code that is easy to read aloud: 40 learners for 4 hours unless told otherwise, with its sign-up link', async () => {
    const teacher = await account({ isInstructor: true });
    const res = await createCode(teacher);
    expect(res.status).toBe(201);
    const code = classCodeSchema.parse(res.body);
    expect(code.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
    expect(code.signupPath).toBe(`/signup?class=${code.code}`);
    expect(code).toMatchObject({ maxSignups: 40, usedSignups: 0, remainingSignups: 40 });
    const hours = (Date.parse(code.expiresAt) - Date.parse(code.createdAt)) / 3_600_000;
    expect(hours).toBeCloseTo(4, 2);
    const custom = classCodeSchema.parse((await createCode(teacher, { maxSignups: 25, hours: 2 })).body);
    expect(custom).toMatchObject({ maxSignups: 25, remainingSignups: 25 });
    expect(custom.code).not.toBe(code.code);
  });

  it.each([
    [{ maxSignups: 0 }, 'maxSignups', 'Number of learners must be a whole number from 1 to 60.'],
    [{ maxSignups: 61 }, 'maxSignups', 'Number of learners must be a whole number from 1 to 60.'],
    [{ maxSignups: 2.5 }, 'maxSignups', 'Number of learners must be a whole number from 1 to 60.'],
    [{ maxSignups: '40' }, 'maxSignups', 'Number of learners must be a whole number from 1 to 60.'],
    [{ hours: 13 }, 'hours', 'Hours must be a whole number from 1 to 12.'],
    [{ hours: 0 }, 'hours', 'Hours must be a whole number from 1 to 12.'],
  ])('refuses %j with a message on the field (400)', async (body, field, message) => {
    const teacher = await account({ isInstructor: true });
    const res = await createCode(teacher, body);
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('answers in Spanish', async () => {
    const teacher = await account({ isInstructor: true });
    const res = await createCode(teacher, { hours: 24 }, 'es');
    expect(res.body.error.fields.hours).toBe('Las horas deben ser un número entero del 1 al 12.');
  });

  it('allows 10 open codes at once; an ended one frees a place', async () => {
    const teacher = await account({ isInstructor: true });
    for (let i = 0; i < 10; i += 1) expect((await createCode(teacher, { maxSignups: 1 })).status).toBe(201);
    const refused = await createCode(teacher);
    expectSafeEnvelope(refused, 409, 'CONFLICT');
    expect(refused.body.error.message).toBe('You already have 10 class codes open. Turn one off before you make a new one.');
    const [first] = classCodesSchema.parse((await listCodes(teacher)).body);
    expect((await apiPost(state.app, `/api/instructor/class-codes/${first!.id}/revoke`, {}, { cookie: teacher.cookie })).status).toBe(204);
    expect((await createCode(teacher)).status).toBe(201);
  });
});

describe('listing and ending codes', () => {
  it("lists only the caller's open codes, newest first; an ended or expired code is gone", async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    const older = classCodeSchema.parse((await createCode(teacher, { maxSignups: 5 })).body);
    const newer = classCodeSchema.parse((await createCode(teacher, { maxSignups: 6 })).body);
    const expired = classCodeSchema.parse((await createCode(teacher)).body);
    await state.db.knex('class_codes').where({ id: expired.id }).update({ expiresAt: new Date(Date.now() - 1000) });
    await createCode(other);
    const listed = await listCodes(teacher);
    expect(listed.status).toBe(200);
    expect(listed.headers['cache-control']).toBe('private, no-store');
    expect(classCodesSchema.parse(listed.body).map((c) => c.id)).toEqual([newer.id, older.id]);

    const revoke = (who: typeof teacher, id: number | string) => apiPost(state.app, `/api/instructor/class-codes/${id}/revoke`, {}, { cookie: who.cookie });
    expectSafeEnvelope(await revoke(other, older.id), 404, 'NOT_FOUND');
    expectSafeEnvelope(await revoke(teacher, 'abc'), 400, 'VALIDATION_FAILED');
    expect((await revoke(teacher, older.id)).status).toBe(204);
    expectSafeEnvelope(await revoke(teacher, older.id), 404, 'NOT_FOUND');
    expect(classCodesSchema.parse((await listCodes(teacher)).body).map((c) => c.id)).toEqual([newer.id]);
  });

  it('records who made and who ended a code in the audit log, never the code itself', async () => {
    const teacher = await account({ isInstructor: true });
    const code = classCodeSchema.parse((await createCode(teacher, { maxSignups: 30, hours: 3 })).body);
    await apiPost(state.app, `/api/instructor/class-codes/${code.id}/revoke`, {}, { cookie: teacher.cookie });
    const rows = await state.db.knex('audit_log').where({ actorUserId: teacher.id }).orderBy('id').select('action', 'targetType', 'targetId', 'detail');
    expect(rows).toEqual([
      { action: 'class_code.created', targetType: 'class_code', targetId: String(code.id), detail: { maxSignups: 30, hours: 3 } },
      { action: 'class_code.revoked', targetType: 'class_code', targetId: String(code.id), detail: { usedSignups: 0 } },
    ]);
    expect(JSON.stringify(rows)).not.toContain(code.code.replace('-', ''));
  });
});
