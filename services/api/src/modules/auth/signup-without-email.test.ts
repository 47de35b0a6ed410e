// Issue 31: a learner with a class code may sign up without email; everyone else still needs one.
import { classCodeSchema } from '@reentry/contracts/class-codes';
import { instructorStudentSchema } from '@reentry/contracts/instructor';
import { apiGet, apiPost } from '../../test/api-client.js';
import { useClassCodes } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const { state, account, createCode } = useClassCodes();

const register = (body: Record<string, unknown>, ip: string, lang?: 'en' | 'es') =>
  apiPost(state.app, '/api/auth/register', { name: 'Sam Rivera', password: 'sunny-garden-42', ...body }, { lang, headers: { 'X-Forwarded-For': ip } });

describe('signing up without an email address', () => {
  it('works with a class code (left out or empty): the account has no email and is in the class', async () => {
    const teacher = await account({ isInstructor: true });
    const { code } = classCodeSchema.parse((await createCode(teacher)).body);
    for (const [username, email] of [['no-mail-1', undefined], ['no-mail-2', ''], ['no-mail-3', '  ']] as const) {
      const res = await register({ username, classCode: code, ...(email === undefined ? {} : { email }) }, '203.0.113.40');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ username, email: null, assignedInstructorId: teacher.id });
    }
    expect(await state.db.knex('users').where({ username: 'no-mail-1' }).first('email')).toEqual({ email: null });
  });

  it('is refused without a class code, with a message that says why (English and Spanish)', async () => {
    const res = await register({ username: 'walk-in-no-mail' }, '203.0.113.41');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.email).toBe('Enter your email address. You can leave it empty only when you sign up with a class code.');
    const es = await register({ username: 'walk-in-no-mail', email: '' }, '203.0.113.41', 'es');
    expect(es.body.error.fields.email).toBe('Escriba su correo electrónico. Puede dejarlo vacío solo si se registra con un código de clase.');
    expect(await state.db.knex('users').where({ username: 'walk-in-no-mail' })).toHaveLength(0);
  });

  it('still checks an email that is given with a class code', async () => {
    const teacher = await account({ isInstructor: true });
    const { code } = classCodeSchema.parse((await createCode(teacher)).body);
    const res = await register({ username: 'bad-mail', email: 'not-an-email', classCode: code }, '203.0.113.42');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.email).toBe('Invalid email address');
  });

  it("shows in the instructor's list, details and CSV with no email (null, an empty cell) and with the username", async () => {
    const teacher = await account({ isInstructor: true });
    const { code } = classCodeSchema.parse((await createCode(teacher)).body);
    const joined = await register({ username: 'no-mail-listed', classCode: code }, '203.0.113.43');
    expect(joined.status).toBe(201);
    const list = await apiGet(state.app, '/api/instructor/students', teacher.cookie);
    expect(list.status).toBe(200);
    expect(instructorStudentSchema.array().parse(list.body)).toEqual([expect.objectContaining({ id: joined.body.id, name: 'Sam Rivera', username: 'no-mail-listed', email: null })]);
    const detail = await apiGet(state.app, `/api/instructor/students/${joined.body.id}`, teacher.cookie);
    expect(detail.status).toBe(200);
    expect(detail.body.email).toBeNull();
    const csv = await apiGet(state.app, '/api/instructor/class-progress.csv', teacher.cookie);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('Sam Rivera,no-mail-listed,,0,');
  });

  it('answers 400, never 500, for a body that is not an object', async () => {
    for (const [index, body] of ([null, [], 'text', 42, true] as const).entries()) {
      const res = await apiPost(state.app, '/api/auth/register', JSON.stringify(body), { headers: { 'X-Forwarded-For': `203.0.113.${50 + index}`, 'Content-Type': 'application/json' } });
      expect([res.status, res.body.error?.code]).toEqual([400, expect.any(String)]);
    }
  });
});
