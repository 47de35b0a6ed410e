import type Koa from 'koa';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET } from '../../test/admin-kit.js';
import { learner, passModules } from '../../test/certificates-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { generateCertificateCode } from './certificate-code.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  // The real limits, and a proxy in front that names the client's address.
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, RATE_LIMIT_FACTOR: '1', TRUST_PROXY: '1' }) });
});
afterAll(() => db.destroy());

const lookup = (code: string, ip: string) => apiGet(app, `/api/certificates/${code}`).set('X-Forwarded-For', ip);

describe('verification lookups from one address', () => {
  it('answer 429 with Retry-After after 30 unknown codes, even for a real code; other addresses go on', async () => {
    const user = await learner(db.knex);
    await passModules(app, user.cookie, [6]);
    const code = (await apiPost(app, '/api/certificates', {}, { cookie: user.cookie })).body.certificates[0].code as string;

    // Known codes do not use up the allowance for unknown ones: an office checks more than 30 real ones in an hour.
    for (let i = 0; i < 45; i += 1) expect((await lookup(code, '203.0.113.7')).status).toBe(200);
    for (let i = 0; i < 30; i += 1) expectSafeEnvelope(await lookup(generateCertificateCode(), '203.0.113.7'), 404, 'NOT_FOUND');

    const blocked = await lookup(generateCertificateCode(), '203.0.113.7');
    expectSafeEnvelope(blocked, 429, 'RATE_LIMITED');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Once blocked, a real code gets the same answer, so the answers tell nothing about which codes exist.
    expectSafeEnvelope(await lookup(code, '203.0.113.7'), 429, 'RATE_LIMITED');
    expect((await lookup(code, '198.51.100.9')).status).toBe(200);
  });
});
