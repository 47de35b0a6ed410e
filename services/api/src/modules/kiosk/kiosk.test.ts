import type Koa from 'koa';
import request from 'supertest';
import { kioskLinkSchema } from '@reentry/contracts/kiosk';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { testApp, testConfig, TEST_ORIGIN } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { kioskTokens } from './kiosk-token.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let learner: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  admin = await userWith(db.knex, 'kiosk-admin', { isAdmin: true });
  learner = await userWith(db.knex, 'kiosk-learner');
});
afterAll(() => db.destroy());

const tokens = () => kioskTokens(TEST_SECRET);
const makeLink = (facilityName: unknown, cookie = admin.cookie, lang?: 'en' | 'es') => apiPost(app, '/api/admin/kiosk-links', { facilityName }, { cookie, lang });
const kioskCookieLine = (res: request.Response) => ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((line) => line.startsWith('reentry.kiosk='));

describe('kiosk link tokens', () => {
  it('name the facility they were made for, and nothing else verifies', () => {
    const token = tokens().sign('Maple Halfway House');
    expect(tokens().verify(token)).toBe('Maple Halfway House');
    expect(tokens().sign('Maple Halfway House')).toBe(token); // the same name, the same link
    const [name, mac] = token.split('.') as [string, string];
    const otherName = Buffer.from('Maple Halfway Housf').toString('base64url');
    for (const bad of [`${otherName}.${mac}`, `${name}.${mac.slice(0, -1)}`, `${name}.${mac.slice(0, -1)}A`, name, '', `${name}.${mac}.x`, 'a'.repeat(5000), 42, null, { __proto__: { x: 1 } }]) {
      expect(tokens().verify(bad)).toBeNull();
    }
    expect(kioskTokens('another-secret-that-is-at-least-32-chars').verify(token)).toBeNull();
  });

  it('hold names in any script (accents, emoji) intact', () => {
    const name = 'Casa Esperanza – Peñuelas 🏠';
    expect(tokens().verify(tokens().sign(name))).toBe(name);
  });
});

describe('POST /api/admin/kiosk-links', () => {
  it('gives an admin the link on the public address, tidies the name, and audits it', async () => {
    const res = await makeLink('  Maple   Halfway House ');
    expect(res.status).toBe(200);
    const link = kioskLinkSchema.parse(res.body);
    expect(link.facilityName).toBe('Maple Halfway House');
    expect(link.path).toBe(`/kiosk?facility=${tokens().sign('Maple Halfway House')}`);
    expect(link.url).toBe(`${TEST_ORIGIN}${link.path}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const audit = await db.knex('audit_log').where({ action: 'kiosk_link.created' }).orderBy('id', 'desc').first();
    expect(audit).toMatchObject({ actorUserId: admin.id, targetType: 'kiosk_link', targetId: 'Maple Halfway House' });
  });

  it('refuses visitors and learners', async () => {
    expectSafeEnvelope(await makeLink('Maple', ''), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await makeLink('Maple', learner.cookie), 403, 'FORBIDDEN');
  });

  it.each([undefined, '', ' x ', 'x'.repeat(81), 'Maple\u0000House', 'Maple\u202eHouse', 42, ['Maple'], { name: 'Maple' }])(
    'refuses %j with a translated message, never a 500',
    async (facilityName) => {
      const res = await makeLink(facilityName, admin.cookie, 'es');
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.fields.facilityName).toMatch(/^(Escriba el nombre del centro|El nombre del centro debe tener 80|.*caracteres)/);
    },
  );
});

describe('GET /kiosk', () => {
  it('turns kiosk mode on from a good link: a long-lived HttpOnly cookie, then the kiosk page (keeping ?lang=)', async () => {
    const token = tokens().sign('Maple Halfway House');
    const res = await request(app.callback()).get(`/kiosk?facility=${token}&lang=es`);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/kiosk?lang=es');
    expect(res.headers['cache-control']).toBe('no-store');
    const line = kioskCookieLine(res)!;
    expect(line).toContain(`reentry.kiosk=${token}`);
    expect(line).toMatch(/; path=\//i);
    expect(line).toMatch(/httponly/i);
    expect(line).toMatch(/samesite=lax/i);
    const expires = new Date(/expires=([^;]+)/i.exec(line)![1]!).getTime();
    expect(expires - Date.now()).toBeGreaterThan(399 * 24 * 60 * 60 * 1000);
  });

  it('changes nothing for a link that does not verify, and says so', async () => {
    const token = tokens().sign('Maple Halfway House');
    for (const bad of [token.slice(0, -3), 'nonsense', '']) {
      const res = await request(app.callback()).get(`/kiosk?facility=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/kiosk?link=invalid');
      expect(kioskCookieLine(res)).toBeUndefined();
    }
  });

  it('turns kiosk mode off with ?end=1', async () => {
    const res = await request(app.callback()).get('/kiosk?end=1').set('Cookie', 'reentry.kiosk=whatever');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/kiosk');
    expect(kioskCookieLine(res)).toMatch(/^reentry\.kiosk=;.*expires=Thu, 01 Jan 1970/i);
  });

  it('leaves /kiosk itself (and ?link=invalid) to the page renderer, changing nothing', async () => {
    for (const path of ['/kiosk', '/kiosk?link=invalid']) {
      const res = await apiGet(app, path, 'reentry.kiosk=x');
      expect(res.status).not.toBe(303);
      expect(res.headers.location).toBeUndefined();
      expect(kioskCookieLine(res)).toBeUndefined();
    }
  });

  it('sets a Secure cookie on an https site', async () => {
    const secure = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, PUBLIC_URL: 'https://learn.example.org', TRUST_PROXY: '1' }) });
    const res = await request(secure.callback()).get(`/kiosk?facility=${tokens().sign('Maple')}`);
    expect(res.status).toBe(303);
    expect(kioskCookieLine(res)).toMatch(/; secure/i);
  });
});
