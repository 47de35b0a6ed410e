// Issue 31, "My class": whose class a learner is in, the instructor's contact line, and leaving the class.
import type Koa from 'koa';
import { myClassSchema } from '@reentry/contracts/my-class';
import { apiGet, apiPost } from '../../test/api-client.js';
import { auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ RATE_LIMIT_FACTOR: '1' }) });
});
afterAll(() => db.destroy());

let count = 0;
const teacher = (name = 'Ms. Lee') => userWith(db.knex, `teacher${(count += 1)}`, { isInstructor: true, name });
const student = (instructor: TestUser | null) => userWith(db.knex, `student${(count += 1)}`, { assignedInstructorId: instructor?.id ?? null });
const setLine = (user: TestUser, body: unknown, lang?: 'es') => apiPost(app, '/api/instructor/class-contact', body, { cookie: user.cookie, lang });
const myClass = async (user: TestUser) => myClassSchema.parse((await apiGet(app, '/api/account/class', user.cookie)).body).class;
const leave = (user: TestUser) => apiPost(app, '/api/account/class/leave', {}, { cookie: user.cookie });

describe('the class contact line', () => {
  it("is set by the instructor, audited by length, and shown only to that instructor's own students", async () => {
    const lee = await teacher('Ms. Lee');
    const ortiz = await teacher('Mr. Ortiz');
    const ana = await student(lee);
    const bo = await student(ortiz);
    const loner = await student(null);
    const res = await setLine(lee, { contactLine: '  Ask Ms. Lee at the Tuesday class  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ contactLine: 'Ask Ms. Lee at the Tuesday class' });
    expect((await apiGet(app, '/api/instructor/class-contact', lee.cookie)).body).toEqual({ contactLine: 'Ask Ms. Lee at the Tuesday class' });

    expect(await myClass(ana)).toEqual({ instructorName: 'Ms. Lee', contactLine: 'Ask Ms. Lee at the Tuesday class' });
    expect(await myClass(bo)).toEqual({ instructorName: 'Mr. Ortiz', contactLine: null });
    expect(await myClass(loner)).toBeNull();
    const [entry] = (await auditRows(db.knex, 'class_contact.updated')).filter((row) => row.targetId === String(lee.id));
    expect(entry!.detail).toEqual({ length: 32, cleared: false });
    expect(JSON.stringify(entry)).not.toContain('Tuesday');
  });

  it('is removed by an empty line', async () => {
    const lee = await teacher();
    const ana = await student(lee);
    await setLine(lee, { contactLine: 'Room 4, Mondays' });
    expect((await setLine(lee, { contactLine: '   ' })).body).toEqual({ contactLine: null });
    expect(await myClass(ana)).toEqual({ instructorName: 'Ms. Lee', contactLine: null });
  });

  it('can only be set by an instructor, for their own class', async () => {
    const ana = await student(null);
    expectSafeEnvelope(await setLine(ana, { contactLine: 'Call me' }), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiGet(app, '/api/instructor/class-contact', ana.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiPost(app, '/api/instructor/class-contact', { contactLine: 'x' }), 401, 'UNAUTHENTICATED');
    const lee = await teacher();
    expectSafeEnvelope(await setLine(lee, { contactLine: 'x', instructorId: ana.id }), 400, 'VALIDATION_FAILED');
  });

  it.each([
    ['a NUL byte', { contactLine: 'Room\u00004' }],
    ['a line break', { contactLine: 'Room 4\nTuesdays' }],
    ['161 characters', { contactLine: 'x'.repeat(161) }],
    ['10k characters', { contactLine: 'x'.repeat(10_000) }],
    ['a number', { contactLine: 42 }],
    ['nothing', {}],
  ])('refuses %s with a translated 400', async (_name, body) => {
    const lee = await teacher();
    const res = await setLine(lee, body, 'es');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.contactLine).toMatch(/[a-z]/);
    expect(await db.knex('class_contact_lines').where({ instructorId: lee.id })).toEqual([]);
  });

  it('tells how long a line may be, in Spanish', async () => {
    const res = await setLine(await teacher(), { contactLine: 'x'.repeat(161) }, 'es');
    expect(res.body.error.fields.contactLine).toBe('La línea de contacto debe tener 160 caracteres o menos.');
  });

  it('keeps emoji and accents as they are', async () => {
    const lee = await teacher();
    expect((await setLine(lee, { contactLine: 'Pregunte a la Sra. Lee 📚' })).body).toEqual({ contactLine: 'Pregunte a la Sra. Lee 📚' });
  });

  it('is not shown once the teacher is no longer an instructor', async () => {
    const lee = await teacher();
    const ana = await student(lee);
    await db.knex('users').where({ id: lee.id }).update({ isInstructor: false });
    expect(await myClass(ana)).toBeNull();
  });
});

describe('POST /api/account/class/leave', () => {
  it('takes the learner out of the class: audited, and the instructor no longer sees them', async () => {
    const lee = await teacher();
    const ana = await student(lee);
    expect((await apiGet(app, '/api/instructor/students', lee.cookie)).body.map((s: { id: number }) => s.id)).toEqual([ana.id]);
    expect((await leave(ana)).status).toBe(204);
    expect(await myClass(ana)).toBeNull();
    expect((await apiGet(app, '/api/instructor/students', lee.cookie)).body).toEqual([]);
    expectSafeEnvelope(await apiGet(app, `/api/instructor/students/${ana.id}`, lee.cookie), 404, 'NOT_FOUND');
    const rows = (await auditRows(db.knex, 'class.left')).filter((row) => row.targetId === String(ana.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.detail).toEqual({ instructorId: lee.id });
  });

  it('changes nothing and writes nothing for a learner in no class (a double click)', async () => {
    const lee = await teacher();
    const ana = await student(lee);
    expect((await Promise.all([leave(ana), leave(ana)])).map((res) => res.status)).toEqual([204, 204]);
    expect((await auditRows(db.knex, 'class.left')).filter((row) => row.targetId === String(ana.id))).toHaveLength(1);
  });

  it('needs a session and the CSRF header, and is rate limited', async () => {
    expectSafeEnvelope(await apiPost(app, '/api/account/class/leave'), 401, 'UNAUTHENTICATED');
    const ana = await student(null);
    await db.knex('rate_limits').insert({ key: `classLeavePerUser:${ana.id}`, count: 10, windowStart: new Date() });
    expectSafeEnvelope(await leave(ana), 429, 'RATE_LIMITED');
    const noHeader = await (await import('supertest')).default(app.callback()).post('/api/account/class/leave').set('Cookie', ana.cookie).send({});
    expect(noHeader.status).toBe(403);
  });

  it('answers 401 to a visitor asking for a class', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/account/class'), 401, 'UNAUTHENTICATED');
  });
});
