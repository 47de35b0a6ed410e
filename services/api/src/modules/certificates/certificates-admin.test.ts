import type Koa from 'koa';
import { apiGet, apiPost } from '../../test/api-client.js';
import { auditRows, TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let instructor: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'cert-admin', { isAdmin: true });
  instructor = await userWith(db.knex, 'cert-teacher', { isInstructor: true });
});
afterAll(() => db.destroy());

async function issuedCertificate() {
  const user = await learner(db.knex);
  await passModules(app, user.cookie, [6]);
  const res = await apiPost(app, '/api/certificates', {}, { cookie: user.cookie });
  return { user, code: res.body.certificates[0].code as string };
}

const revoke = (code: string, body: unknown, cookie?: string) => apiPost(app, `/api/admin/certificates/${code}/revoke`, body, { cookie });

describe('revoking a certificate', () => {
  it('is for admins only: visitors 401, learners and instructors 403, and nothing changes', async () => {
    const { user, code } = await issuedCertificate();
    expectSafeEnvelope(await revoke(code, { reason: 'x' }), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await revoke(code, { reason: 'x' }, user.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await revoke(code, { reason: 'x' }, instructor.cookie), 403, 'FORBIDDEN');
    expectSafeEnvelope(await apiGet(app, `/api/admin/certificates/${code}`, user.cookie), 403, 'FORBIDDEN');
    expect((await apiGet(app, `/api/certificates/${code}`)).body.status).toBe('valid');
    expect(await auditRows(db.knex, 'certificate.revoked')).toEqual([]);
  });

  it('revokes with a reason, audited; the public view then says revoked and keeps the reason private', async () => {
    const { user, code } = await issuedCertificate();
    const found = await apiGet(app, `/api/admin/certificates/${code.toLowerCase()}`, admin.cookie);
    expect(found.status).toBe(200);
    expectDocumented(found, 'GET', '/api/admin/certificates/:code');
    expect(found.body).toMatchObject({ code, status: 'valid', ownerUsername: user.username, revokedReason: null });

    const reason = 'Issued in error: quiz answers were shared';
    const res = await revoke(code, { reason: `  ${reason}  ` }, admin.cookie);
    expect(res.status).toBe(200);
    expectDocumented(res, 'POST', '/api/admin/certificates/:code/revoke');
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.body).toMatchObject({ code, status: 'revoked', revokedReason: reason });

    const [row] = await auditRows(db.knex, 'certificate.revoked');
    expect(row).toMatchObject({ actorUsername: 'cert-admin', targetType: 'certificate', detail: { code, kind: 'financial-literacy-basics', reason } });

    const publicView = await apiGet(app, `/api/certificates/${code}`);
    expect(publicView.body).toMatchObject({ status: 'revoked', revokedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(publicView.text).not.toContain('quiz answers');

    // The learner sees it revoked, cannot get it back by asking again, and cannot download it.
    const again = await apiPost(app, '/api/certificates', { nameFormat: 'firstLastInitial' }, { cookie: user.cookie });
    expect(again.body.certificates).toEqual([expect.objectContaining({ code, status: 'revoked', revokedByStaff: true })]);
    expectSafeEnvelope(await apiGet(app, `/api/certificates/${code}.pdf`, user.cookie), 404, 'NOT_FOUND');
  });

  it('refuses a second revocation, an unknown code and a missing reason', async () => {
    const { code } = await issuedCertificate();
    expect((await revoke(code, { reason: 'first' }, admin.cookie)).status).toBe(200);
    expectSafeEnvelope(await revoke(code, { reason: 'second' }, admin.cookie), 409, 'CONFLICT');
    expectSafeEnvelope(await revoke('2222-3333-4444-5555', { reason: 'x' }, admin.cookie), 404, 'NOT_FOUND');
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }, { reason: 42 }]) {
      expectSafeEnvelope(await revoke(code, body, admin.cookie), 400, 'VALIDATION_FAILED');
    }
    expect(await auditRows(db.knex, 'certificate.revoked')).toHaveLength(2);
  });
});
