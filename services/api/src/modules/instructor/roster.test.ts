import { ROSTER_MAX_PEOPLE, rosterPersonSchema, rosterSchema } from '@reentry/contracts/roster';
import { apiGet, apiPost } from '../../test/api-client.js';
import { useClassCodes, type Account } from '../../test/class-codes-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

// Issue 41, section 1: an instructor keeps people with no account in their class (a workshop inside).

const { state, account } = useClassCodes();
const add = (teacher: Account, body: unknown, lang?: 'en' | 'es') => apiPost(state.app, '/api/instructor/roster', body, { cookie: teacher.cookie, lang });
const roster = async (teacher: Account) => rosterSchema.parse((await apiGet(state.app, '/api/instructor/roster', teacher.cookie)).body);

describe('the class roster', () => {
  it('adds a name, or a roster number only, and lists them in the order added; nothing else is asked', async () => {
    const teacher = await account({ isInstructor: true });
    const first = await add(teacher, { name: '  Luis Ortega  ' });
    expect(first.status).toBe(201);
    const luis = rosterPersonSchema.parse(first.body);
    expect(luis.name).toBe('Luis Ortega');
    const number = rosterPersonSchema.parse((await add(teacher, { name: '#1047 🌵' })).body);
    expect((await roster(teacher)).people.map((person) => [person.id, person.name])).toEqual([[luis.id, 'Luis Ortega'], [number.id, '#1047 🌵']]);
    // Audited with the id only: a name of someone inside a facility stays out of the log.
    const audit = await state.db.knex('audit_log').where({ action: 'roster.person_added', actorUserId: teacher.id }).orderBy('id').select('targetId', 'detail');
    expect(audit).toEqual([{ targetId: String(luis.id), detail: {} }, { targetId: String(number.id), detail: {} }]);
  });

  it("is the instructor's own: another instructor sees none of it; a learner, an admin who is not an instructor and a visitor get nothing", async () => {
    const teacher = await account({ isInstructor: true });
    const other = await account({ isInstructor: true });
    await add(teacher, { name: 'Ana Ruiz' });
    expect((await roster(other)).people).toEqual([]);
    expect((await roster(teacher)).people.map((person) => person.name)).toEqual(['Ana Ruiz']);
    for (const who of [await account(), await account({ isAdmin: true })]) {
      expectSafeEnvelope(await add(who, { name: 'X' }), 403, 'FORBIDDEN');
      expectSafeEnvelope(await apiGet(state.app, '/api/instructor/roster', who.cookie), 403, 'FORBIDDEN');
    }
    expectSafeEnvelope(await apiPost(state.app, '/api/instructor/roster', { name: 'X' }), 401, 'UNAUTHENTICATED');
  });

  it("is read by an admin (audited, the names not logged); anyone else, or an id that is no instructor's, gets nothing", async () => {
    const teacher = await account({ isInstructor: true });
    await add(teacher, { name: 'Marta Gil' });
    const admin = await account({ isAdmin: true });
    const read = await apiGet(state.app, `/api/admin/instructors/${teacher.id}/roster`, admin.cookie);
    expect(rosterSchema.parse(read.body).people.map((person) => person.name)).toEqual(['Marta Gil']);
    const audit = await state.db.knex('audit_log').where({ action: 'roster.read_by_admin', actorUserId: admin.id }).select('targetId', 'detail');
    expect(audit).toEqual([{ targetId: String(teacher.id), detail: { people: 1 } }]);
    expectSafeEnvelope(await apiGet(state.app, `/api/admin/instructors/${admin.id}/roster`, admin.cookie), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiGet(state.app, `/api/admin/instructors/${teacher.id}/roster`, teacher.cookie), 403, 'FORBIDDEN');
  });

  it.each([
    [{}, 'Write a name or a roster number.'],
    [{ name: '   ' }, 'Write a name or a roster number.'],
    [{ name: 42 }, 'Write a name or a roster number.'],
    [{ name: ['Ana'] }, 'Write a name or a roster number.'],
    [{ name: 'x'.repeat(10_000) }, 'Keep the name to 80 characters or fewer.'],
    [{ name: 'Ana\u0000Ruiz' }, null],
  ])('refuses %j with a clear message at the field, and stores nothing', async (body, message) => {
    const teacher = await account({ isInstructor: true });
    const res = await add(teacher, body);
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    if (message) expect(res.body.error.fields.name).toBe(message);
    else expect(res.body.error.fields.name).toEqual(expect.any(String));
    expect((await roster(teacher)).people).toEqual([]);
  });

  it('refuses unknown fields and __proto__, in Spanish when asked', async () => {
    const teacher = await account({ isInstructor: true });
    // The body parser refuses a `__proto__` key before any route reads the body.
    expectSafeEnvelope(await add(teacher, JSON.parse('{"name":"Ana","__proto__":{"isAdmin":true}}')), 400, 'INVALID_JSON');
    expectSafeEnvelope(await add(teacher, { name: 'Ana', email: 'a@example.org' }), 400, 'VALIDATION_FAILED');
    const spanish = await add(teacher, { name: '' }, 'es');
    expect(spanish.body.error.fields.name).toBe('Escriba un nombre o un número de la lista.');
    expect((await roster(teacher)).people).toEqual([]);
  });

  it(`holds at most ${ROSTER_MAX_PEOPLE} people; the next is a 409 that says so`, async () => {
    const teacher = await account({ isInstructor: true });
    await state.db.knex('roster_people').insert(Array.from({ length: ROSTER_MAX_PEOPLE }, (_, i) => ({ instructorId: teacher.id, name: `#${i}` })));
    const full = await add(teacher, { name: 'One more' }, 'es');
    expectSafeEnvelope(full, 409, 'CONFLICT');
    expect(full.body.error.message).toBe('Esta clase tiene 500 personas en su lista, lo máximo que cabe.');
  });
});
