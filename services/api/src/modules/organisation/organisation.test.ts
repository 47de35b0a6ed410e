import type Koa from 'koa';
import request from 'supertest';
import { organisationRecordSchema, type OrganisationRecord } from '@reentry/contracts/organisation';
import { organisationExamples } from '@reentry/contracts/organisation.examples';
import { siteConfigSchema } from '@reentry/contracts/site-config';
import { apiGet, apiPut } from '../../test/api-client.js';
import { TEST_SECRET, auditRows, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { createOrganisationStore } from './organisation.service.js';

const env = {
  SESSION_SECRET: TEST_SECRET,
  ORG_LEGAL_NAME: 'Env Legal Name Inc.',
  ORG_TAX_ID: '98-7654321',
  ORG_ADDRESS: '1 Env St, Springfield, IL 62701',
  SOCIAL_YOUTUBE_URL: 'https://youtube.com/@env',
};
const PATH = '/api/admin/organisation';
const details = organisationExamples[0]!.values;

let db: TestDatabase;
let app: Koa;
let admin: TestUser;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig(env) });
  admin = await userWith(db.knex, 'org-admin', { isAdmin: true });
});
afterAll(() => db.destroy());

const read = async () => organisationRecordSchema.parse((await apiGet(app, PATH, admin.cookie)).body);
const save = (body: unknown, lang?: 'en' | 'es') => apiPut(app, PATH, body, { cookie: admin.cookie, lang });

describe('the organisation details', () => {
  it('start on a new database from the environment, and the database wins afterwards', async () => {
    const first = await read();
    expect(first).toMatchObject({ legalName: 'Env Legal Name Inc.', taxId: '98-7654321', address: '1 Env St, Springfield, IL 62701', phone: '', version: 1, updatedAt: null });
    expect(first.social).toEqual({ facebook: '', instagram: '', x: '', linkedin: '', youtube: 'https://youtube.com/@env' });
    // Another replica started with other defaults reads the row, not its environment.
    const other = testApp(db.knex, { config: testConfig({ ...env, ORG_LEGAL_NAME: 'Other Env Name' }) });
    expect((await apiGet(other, PATH, admin.cookie)).body).toMatchObject({ legalName: 'Env Legal Name Inc.' });
  });

  it('are refused to a visitor (401), a learner and an instructor (403), and without the CSRF header', async () => {
    const learner = await userWith(db.knex, 'org-learner');
    const instructor = await userWith(db.knex, 'org-teacher', { isInstructor: true });
    expectSafeEnvelope(await apiGet(app, PATH), 401, 'UNAUTHENTICATED');
    for (const user of [learner, instructor]) {
      expectSafeEnvelope(await apiGet(app, PATH, user.cookie), 403, 'FORBIDDEN');
      expectSafeEnvelope(await apiPut(app, PATH, { ...details, version: 1 }, { cookie: user.cookie }), 403, 'FORBIDDEN');
    }
    const noCsrf = await request(app.callback()).put(PATH).set('Cookie', admin.cookie).send({ ...details, version: 1 });
    expectSafeEnvelope(noCsrf, 403, 'FORBIDDEN');
    expect((await read()).version).toBe(1);
  });

  it('save, show in the public site config (nothing private), and audit which fields changed', async () => {
    const res = await save({ ...details, version: 1 });
    expect(res.status).toBe(200);
    const saved = organisationRecordSchema.parse(res.body);
    expect(saved).toMatchObject({ phone: '(614) 555-0100', version: 2 });
    expect(saved.updatedAt).not.toBeNull();

    const config = await apiGet(app, '/api/site-config');
    const site = siteConfigSchema.strict().parse(config.body);
    expect(site.organisation).toMatchObject({ publicName: 'Second Chance Finance', phone: '(614) 555-0100', address: '100 Main St\nSuite 2\nColumbus, OH 43215', taxId: '12-3456789' });
    expect(site.organisation.officeHours.es).toBe('De lunes a viernes, de 9 a 5');
    expect(site.social).toEqual([
      { network: 'facebook', url: 'https://facebook.com/secondchance' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/sc' },
    ]);
    expect(config.text).not.toMatch(/version|updatedAt|updatedBy|org-admin/);

    const [audit] = await auditRows(db.knex, 'organisation.update');
    expect(audit).toMatchObject({ actorUsername: 'org-admin', targetType: 'organisation', targetId: '1' });
    expect(String(audit!.detail.fields).split(',')).toEqual(expect.arrayContaining(['publicName', 'phone', 'officeHours.en', 'social.facebook', 'social.youtube']));
    expect(JSON.stringify(audit!.detail)).not.toMatch(/555-0100|Second Chance/);
  });

  it('refuses a save made from a stale read (409), and changes nothing', async () => {
    const current = await read();
    expectSafeEnvelope(await save({ ...details, phone: '(614) 555-0199', version: current.version - 1 }), 409, 'CONFLICT');
    expect((await read()).phone).toBe(current.phone);
  });

  it('names each bad field in the reader\'s language (400), and saves nothing', async () => {
    const { version } = await read();
    const bad = organisationExamples.find((example) => example.label === 'several mistakes at once')!;
    const res = await save({ ...bad.values, version }, 'es');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      taxId: 'Número de identificación fiscal: escriba un EIN como 12-3456789, o déjelo vacío.',
      email: 'Correo electrónico: escriba una dirección como info@example.org, o déjela vacía.',
      'social.facebook': 'Red social: escriba una dirección que empiece con https://, o déjela vacía.',
    });
    expect((await read()).version).toBe(version);
  });

  it.each([
    ['a NUL byte', { legalName: 'Bad\u0000Name' }, 'legalName'],
    ['10,000 characters', { address: 'x'.repeat(10_000) }, 'address'],
    ['a javascript: link', { social: { ...(details.social as object), x: 'javascript:alert(1)' } }, 'social.x'],
    ['a number for a name', { publicName: 42 }, 'publicName'],
    ['an array for the office hours', { officeHours: ['9 to 5'] }, 'officeHours'],
    ['a bidi override', { publicName: 'abc\u202Edef' }, 'publicName'],
    ['no version', { version: undefined }, 'version'],
  ])('answers 400 for %s, never 500', async (_label, change, field) => {
    const { version } = await read();
    const res = await save({ ...details, version, ...change });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(Object.keys(res.body.error.fields as object)).toEqual([field]);
  });

  it('refuses a __proto__ key as bad JSON (400) and drops unknown fields', async () => {
    const { version } = await read();
    const body = (extra: string) => `{${extra}${JSON.stringify({ ...details, publicName: 'Proto Test', version }).slice(1)}`;
    const put = (text: string) => request(app.callback()).put(PATH).set('X-Requested-With', 'fetch').set('Cookie', admin.cookie).set('Content-Type', 'application/json').send(text);
    expectSafeEnvelope(await put(body('"__proto__":{"isAdmin":true},')), 400, 'INVALID_JSON');
    expect((await put(body('"secret":"x",'))).status).toBe(200);
    const stored = (await db.knex('organisation').first('details')) as { details: Record<string, unknown> };
    expect(stored.details.publicName).toBe('Proto Test');
    expect(Object.keys(stored.details)).not.toContain('secret');
  });

  it('shows a save made on another replica within the cache time', async () => {
    const replica = createOrganisationStore({ knex: db.knex, defaults: {} as never, ttlMs: 0 });
    const cached = createOrganisationStore({ knex: db.knex, defaults: {} as never, ttlMs: 60_000 });
    const before = await cached.details();
    const current: OrganisationRecord = await replica.record();
    await replica.save({ id: admin.id, username: 'org-admin' }, { ...current, phone: '(614) 555-0123', version: current.version });
    expect((await cached.details()).phone).toBe(before.phone);
    expect((await replica.details()).phone).toBe('(614) 555-0123');
  });
});
