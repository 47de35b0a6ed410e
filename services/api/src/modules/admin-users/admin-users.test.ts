import type Koa from 'koa';
import { adminInstructorSchema, adminPageSchema, adminUserProgressSchema } from '@reentry/contracts/admin-lists';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
const userPage = adminPageSchema(adminUserProgressSchema);

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'boss', { isAdmin: true, name: 'Boss Admin' });
});
afterAll(() => db.destroy());

const toggle = (id: number | string, body: unknown, cookie = admin.cookie) => apiPost(app, `/api/admin/users/${id}/toggle-instructor`, body, { cookie });
const assign = (id: number | string, body: unknown, cookie = admin.cookie) => apiPost(app, `/api/admin/students/${id}/assign-instructor`, body, { cookie });
const sessionsOf = async (userId: number) => Number(((await db.knex('sessions').where({ user_id: userId }).count({ count: '*' })) as { count: number }[])[0]!.count);
const assignedTo = async (id: number) => ((await db.knex('users').where({ id }).first('assignedInstructorId')) as { assignedInstructorId: number | null }).assignedInstructorId;

describe('GET /api/admin/user-progress', () => {
  it('classifies users and shows their progress; filters by role and instructor', async () => {
    const teacher = await userWith(db.knex, 'tina', { isInstructor: true, name: 'Tina Teacher' });
    const student = await userWith(db.knex, 'sam', { assignedInstructorId: teacher.id, name: 'Sam Student' });
    await userWith(db.knex, 'una', { name: 'Una Unassigned' });
    await db.knex('module_progress').insert([
      { userId: student.id, moduleId: 2, completed: true, score: 80 },
      { userId: student.id, moduleId: 1, completed: true, score: 100 },
      { userId: student.id, moduleId: 3, completed: false, score: 40 },
    ]);
    const res = await apiGet(app, '/api/admin/user-progress?sort=name', admin.cookie);
    const page = userPage.parse(res.body);
    expect(page.items.map((user) => [user.name, user.classification, user.isAdmin])).toEqual([
      ['Boss Admin', 'unassigned', true],
      ['Sam Student', 'assigned', false],
      ['Tina Teacher', 'instructor', false],
      ['Una Unassigned', 'unassigned', false],
    ]);
    expect(page.items[1]).toMatchObject({ assignedInstructorId: teacher.id, assignedInstructorName: 'Tina Teacher', completedModules: [1, 2], quizScores: { 1: 100, 2: 80, 3: 40 } });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const names = async (query: string) => userPage.parse((await apiGet(app, `/api/admin/user-progress?sort=name&${query}`, admin.cookie)).body).items.map((user) => user.name);
    expect(await names('role=unassigned')).toEqual(['Una Unassigned']);
    expect(await names('role=admin')).toEqual(['Boss Admin']);
    expect(await names(`instructorId=${teacher.id}`)).toEqual(['Sam Student']);
    expect(await names('q=tin')).toEqual(['Tina Teacher']);
    const csv = await apiGet(app, '/api/admin/user-progress.csv?sort=name&q=sam', admin.cookie);
    expect(csv.text).toContain('Sam Student,sam@example.org,assigned,no,Tina Teacher,1 2,2,100,80,40,,,');
  });
});

describe('POST /api/admin/users/:id/toggle-instructor', () => {
  it('taking the flag away clears every student of that instructor in the same transaction, audited', async () => {
    const teacher = await userWith(db.knex, 'teach1', { isInstructor: true });
    const a = await userWith(db.knex, 'stud1a', { assignedInstructorId: teacher.id });
    const b = await userWith(db.knex, 'stud1b', { assignedInstructorId: teacher.id });
    const res = await toggle(teacher.id, { isInstructor: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: teacher.id, isInstructor: false, classification: 'unassigned', clearedAssignments: 2 });
    expect([await assignedTo(a.id), await assignedTo(b.id)]).toEqual([null, null]);
    // setUserRole ended the changed user's sessions.
    expect(await sessionsOf(teacher.id)).toBe(0);
    const [audit] = await auditRows(db.knex, 'user.instructor_revoked');
    expect(audit).toMatchObject({ actorUsername: 'boss', targetType: 'user', targetId: String(teacher.id) });
    expect(audit!.detail).toMatchObject({ clearedAssignments: 2 });
  });

  it('making an assigned student an instructor clears their own assignment', async () => {
    const teacher = await userWith(db.knex, 'teach2', { isInstructor: true });
    const student = await userWith(db.knex, 'stud2', { assignedInstructorId: teacher.id });
    const res = await toggle(student.id, { isInstructor: true });
    expect(res.body).toMatchObject({ isInstructor: true, assignedInstructorId: null, classification: 'instructor' });
    expect(await assignedTo(student.id)).toBeNull();
  });

  it('rolls everything back when a step fails', async () => {
    const teacher = await userWith(db.knex, 'teach3', { isInstructor: true });
    const student = await userWith(db.knex, 'stud3', { assignedInstructorId: teacher.id });
    await db.knex.raw("create function fail_audit() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$");
    await db.knex.raw("create trigger fail_audit before insert on audit_log for each row when (new.action = 'user.instructor_revoked') execute function fail_audit()");
    try {
      expect((await toggle(teacher.id, { isInstructor: false })).status).toBe(500);
    } finally {
      await db.knex.raw('drop trigger fail_audit on audit_log');
      await db.knex.raw('drop function fail_audit()');
    }
    expect(await assignedTo(student.id)).toBe(teacher.id);
    expect(((await db.knex('users').where({ id: teacher.id }).first('isInstructor')) as { isInstructor: boolean }).isInstructor).toBe(true);
    expect(await sessionsOf(teacher.id)).toBe(1);
  });

  it('changes nothing (and ends no session) when the flag is already so; 404 for a missing user', async () => {
    const teacher = await userWith(db.knex, 'teach4', { isInstructor: true });
    expect((await toggle(teacher.id, { isInstructor: true })).body).toMatchObject({ isInstructor: true, clearedAssignments: 0 });
    expect(await sessionsOf(teacher.id)).toBe(1);
    expectSafeEnvelope(await toggle(999_999, { isInstructor: true }), 404, 'NOT_FOUND');
  });

  it('keeps the session of an admin who changes their own flag', async () => {
    const self = await userWith(db.knex, 'selfie', { isAdmin: true });
    await userWith(db.knex, 'selfie2', { isAdmin: true }).then(async (other) => db.knex('sessions').update({ user_id: self.id }).where({ user_id: other.id }));
    expect(await sessionsOf(self.id)).toBe(2);
    expect((await toggle(self.id, { isInstructor: true }, self.cookie)).status).toBe(200);
    expect(await sessionsOf(self.id)).toBe(1);
    expect((await apiGet(app, '/api/admin/staff', self.cookie)).status).toBe(200);
  });
});

describe('POST /api/admin/students/:id/assign-instructor', () => {
  it('assigns and clears (null), audited; the instructors list counts students', async () => {
    const teacher = await userWith(db.knex, 'teach5', { isInstructor: true, name: 'Aaron Teacher' });
    const student = await userWith(db.knex, 'stud5');
    const res = await assign(student.id, { instructorId: teacher.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ assignedInstructorId: teacher.id, assignedInstructorName: 'Aaron Teacher', classification: 'assigned' });
    const instructors = adminInstructorSchema.array().parse((await apiGet(app, '/api/admin/instructors', admin.cookie)).body);
    expect(instructors.find((row) => row.id === teacher.id)).toMatchObject({ name: 'Aaron Teacher', studentCount: 1 });
    expect((await assign(student.id, { instructorId: null })).body).toMatchObject({ assignedInstructorId: null, classification: 'unassigned' });
    expect((await auditRows(db.knex, 'student.instructor_assigned')).at(-1)!.detail).toEqual({ fromInstructorId: null, toInstructorId: teacher.id });
    expect((await auditRows(db.knex, 'student.instructor_cleared')).at(-1)!.detail).toEqual({ fromInstructorId: teacher.id, toInstructorId: null });
  });

  it('refuses with a clear message: not an instructor (400), self (400), admin or instructor as student (400), missing (404)', async () => {
    const student = await userWith(db.knex, 'stud6');
    const notTeacher = await userWith(db.knex, 'plain6');
    const teacher = await userWith(db.knex, 'teach6', { isInstructor: true });
    const cases: [number, unknown, number, RegExp][] = [
      [student.id, { instructorId: notTeacher.id }, 400, /not an instructor/],
      [student.id, { instructorId: student.id }, 400, /cannot be their own instructor/],
      [admin.id, { instructorId: teacher.id }, 400, /admin cannot be assigned/],
      [teacher.id, { instructorId: null }, 400, /instructor cannot be assigned as a student/],
      [999_999, { instructorId: teacher.id }, 404, /could not find that user/],
      [student.id, { instructorId: 999_998 }, 404, /could not find that instructor/],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await assign(id, body);
      expectSafeEnvelope(res, status, status === 400 ? 'VALIDATION_FAILED' : 'NOT_FOUND');
      expect((res.body as { error: { message: string } }).error.message).toMatch(message);
    }
    const spanish = await apiPost(app, `/api/admin/students/${student.id}/assign-instructor`, { instructorId: student.id }, { cookie: admin.cookie, lang: 'es' });
    expect(spanish.body.error.message).toBe('Un estudiante no puede ser su propio instructor.');
    expect(await assignedTo(student.id)).toBeNull();
  });

  it('cannot assign to an instructor whose flag is being taken away at the same moment', async () => {
    const teacher = await userWith(db.knex, 'teach7', { isInstructor: true });
    const students = await Promise.all([1, 2, 3, 4].map((n) => userWith(db.knex, `race7${n}`)));
    await Promise.all([...students.map((s) => assign(s.id, { instructorId: teacher.id })), toggle(teacher.id, { isInstructor: false })]);
    // Whatever the order, no student is left assigned to someone who is not an instructor.
    const left = (await db.knex('users').whereIn('id', students.map((s) => s.id)).whereNotNull('assignedInstructorId')) as unknown[];
    expect(left).toEqual([]);
  });
});
