// Issue 31 section 1: after a name change the learner gets a certificate in the new name, the old one stays
// valid, and the learner may withdraw it (then its code says "withdrawn by the holder", with no name).
import type Koa from 'koa';
import request from 'supertest';
import { myCertificatesSchema, type MyCertificates } from '@reentry/contracts/certificates';
import { apiGet, apiPost } from '../../test/api-client.js';
import { auditRows, TEST_SECRET } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, RATE_LIMIT_FACTOR: '1' }) });
});
afterAll(() => db.destroy());

type Learner = Awaited<ReturnType<typeof learner>>;
const issue = async (cookie: string, nameFormat = 'full'): Promise<MyCertificates> =>
  myCertificatesSchema.parse((await apiPost(app, '/api/certificates', { nameFormat }, { cookie })).body);
const mine = async (cookie: string): Promise<MyCertificates> => myCertificatesSchema.parse((await apiGet(app, '/api/certificates', cookie)).body);
const verify = (code: string) => apiGet(app, `/api/certificates/${code}`);
const withdraw = (cookie: string | undefined, code: string, lang: 'en' | 'es' = 'en') => apiPost(app, `/api/certificates/${code}/withdraw`, {}, { cookie, lang });
const rename = (user: Learner, name: string) =>
  request(app.callback()).patch('/api/account').set('X-Requested-With', 'fetch').set('Cookie', user.cookie).send({ name });

/** A learner with the Financial Literacy Basics certificate in "Rosa Delgado", then renamed "Rosa María Delgado". */
async function renamedWithCertificate(): Promise<{ user: Learner; oldCode: string }> {
  const user = await learner(db.knex, 'Rosa Delgado');
  await passModules(app, user.cookie, [6]);
  const oldCode = (await issue(user.cookie)).certificates[0]!.code;
  expect((await rename(user, 'Rosa María Delgado')).status).toBe(200);
  return { user, oldCode };
}

describe('a certificate in the new name', () => {
  it('is issued beside the old one, which still verifies as valid with the old name', async () => {
    const { user, oldCode } = await renamedWithCertificate();
    const after = await issue(user.cookie);
    expect(after.certificates.map((c) => [c.printedName, c.status])).toEqual([
      ['Rosa María Delgado', 'valid'],
      ['Rosa Delgado', 'valid'],
    ]);
    expect(after.certificates[1]!.code).toBe(oldCode);
    expect((await verify(oldCode)).body).toMatchObject({ status: 'valid', printedName: 'Rosa Delgado', revokedOn: null });
    // Asking again changes nothing; the list reads the same.
    expect(await issue(user.cookie)).toEqual(after);
    expect(await mine(user.cookie)).toEqual(after);
  });

  it('another format in the same (new) name still replaces only that one', async () => {
    const { user, oldCode } = await renamedWithCertificate();
    const newCode = (await issue(user.cookie)).certificates[0]!.code;
    const after = await issue(user.cookie, 'firstLastInitial');
    expect(after.certificates.map((c) => c.printedName)).toEqual(['Rosa D.', 'Rosa Delgado']);
    expect((await verify(newCode)).body.status).toBe('revoked');
    expect((await verify(oldCode)).body.status).toBe('valid');
  });

  it('allows one valid certificate per printed name and format in the database', async () => {
    const user = await learner(db.knex);
    const row = { userId: user.id, kind: 'course', moduleIds: [1, 2, 3, 4, 5], printedName: 'Ana Núñez', nameFormat: 'full', locale: 'en', completedAt: new Date() };
    await db.knex('certificates').insert({ ...row, code: 'AAAABBBBCCCCDDDD' });
    await db.knex('certificates').insert({ ...row, code: 'AAAABBBBCCCCEEEE', printedName: 'Ana María Núñez' });
    await expect(db.knex('certificates').insert({ ...row, code: 'AAAABBBBCCCCFFFF' })).rejects.toMatchObject({ constraint: 'certificates_one_valid_per_name' });
  });
});

describe('POST /api/certificates/{code}/withdraw', () => {
  it('withdraws the old one: its code says withdrawn with no name, no PDF, audited without the name', async () => {
    const { user, oldCode } = await renamedWithCertificate();
    await issue(user.cookie);
    const res = await withdraw(user.cookie, oldCode.toLowerCase());
    expect(res.status).toBe(200);
    expectDocumented(res, 'POST', '/api/certificates/:code/withdraw');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const after = myCertificatesSchema.parse(res.body);
    expect(after.certificates.map((c) => [c.code === oldCode, c.status, c.printedName, c.revokedByStaff])).toEqual([
      [false, 'valid', 'Rosa María Delgado', false],
      [true, 'withdrawn', '', false],
    ]);
    const check = await verify(oldCode);
    expect(check.body).toMatchObject({ status: 'withdrawn', printedName: '' });
    expect(check.body.revokedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(check.text).not.toContain('Rosa');
    expectSafeEnvelope(await apiGet(app, `/api/certificates/${oldCode}.pdf`, user.cookie), 404, 'NOT_FOUND');
    const stored = await db.knex('certificates').where({ code: oldCode.replace(/-/g, '') }).first();
    expect(stored).toMatchObject({ revokedReason: 'withdrawn by the holder', revokedByUserId: user.id });
    const audit = (await auditRows(db.knex, 'certificate.withdrawn')).filter((row) => row.targetId === String(stored.id));
    expect(audit).toEqual([expect.objectContaining({ actorUsername: user.username, targetType: 'certificate', detail: { code: oldCode, kind: 'financial-literacy-basics' } })]);
    expect(JSON.stringify(audit)).not.toContain('Rosa');
  });

  it('a withdrawn certificate does not stop the learner asking for one again', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const code = (await issue(user.cookie)).certificates[0]!.code;
    expect((await withdraw(user.cookie, code)).status).toBe(200);
    const again = await issue(user.cookie);
    expect(again.certificates.map((c) => c.status)).toEqual(['valid', 'withdrawn']);
    expect(again.certificates[0]!.code).not.toBe(code);
  });

  it('answers 409 (never 500) to a second withdrawal, also when two race; one audit row', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const code = (await issue(user.cookie)).certificates[0]!.code;
    // Both in Spanish: either may win the race, and the loser's answer is read.
    const answers = await Promise.all([withdraw(user.cookie, code, 'es'), withdraw(user.cookie, code, 'es')]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const conflict = answers.find((res) => res.status === 409)!;
    expectSafeEnvelope(conflict, 409, 'CONFLICT');
    expect(conflict.body.error.message).toMatch(/ya no es válido/);
    expect((await auditRows(db.knex, 'certificate.withdrawn')).filter((row) => row.detail.code === code)).toHaveLength(1);
  });

  it('refuses another learner\'s code and an unknown code alike (404), and changes nothing', async () => {
    const owner = await learner(db.knex);
    const other = await learner(db.knex);
    await passModules(app, owner.cookie, [6]);
    const code = (await issue(owner.cookie)).certificates[0]!.code;
    const stranger = await withdraw(other.cookie, code);
    const unknown = await withdraw(other.cookie, '2222-3333-4444-5555');
    expectSafeEnvelope(stranger, 404, 'NOT_FOUND');
    expectSafeEnvelope(unknown, 404, 'NOT_FOUND');
    expect(stranger.body).toEqual(unknown.body);
    expect((await verify(code)).body.status).toBe('valid');
  });

  it('refuses a staff-revoked certificate with 409', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const code = (await issue(user.cookie)).certificates[0]!.code;
    await db.knex('certificates').where({ code: code.replace(/-/g, '') }).update({ revokedAt: new Date(), revokedReason: 'copied answers' });
    expectSafeEnvelope(await withdraw(user.cookie, code), 409, 'CONFLICT');
    expect((await mine(user.cookie)).certificates).toEqual([expect.objectContaining({ status: 'revoked', revokedByStaff: true })]);
  });

  it('needs a session and the CSRF header; hostile codes are 400 or 404, never 500', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const code = (await issue(user.cookie)).certificates[0]!.code;
    expectSafeEnvelope(await withdraw(undefined, code), 401, 'UNAUTHENTICATED');
    const noHeader = await request(app.callback()).post(`/api/certificates/${code}/withdraw`).set('Cookie', user.cookie).send({});
    expect(noHeader.status).toBe(403);
    for (const bad of ['hello', '%00', encodeURIComponent('😀'.repeat(8)), 'x'.repeat(10_000), '__proto__', encodeURIComponent('K7QM 4XPA\u00009TRD')]) {
      const res = await withdraw(user.cookie, bad);
      expect([400, 404]).toContain(res.status);
      expect(res.type).toBe('application/json');
    }
    expect((await verify(code)).body.status).toBe('valid');
  });

  it('is rate limited per learner before any work', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const code = (await issue(user.cookie)).certificates[0]!.code;
    await db.knex('rate_limits').insert({ key: `certificateWithdrawPerUser:${user.id}`, count: 10, windowStart: new Date() });
    expectSafeEnvelope(await withdraw(user.cookie, code), 429, 'RATE_LIMITED');
    expect((await verify(code)).body.status).toBe('valid');
  });
});
