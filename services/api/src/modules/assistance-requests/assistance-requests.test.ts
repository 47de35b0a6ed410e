import type Koa from 'koa';
import { assistanceRequestDetailSchema, assistanceSubmittedSchema } from '@reentry/contracts/assistance-requests';
import { apiGet, apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig, TEST_DATA_KEY } from '../../test/test-app.js';
import { createKeyring, decryptField, parseDataKeys } from '../encryption/field-encryption.js';

const SECRET = 'test-secret-that-is-at-least-32-characters';
let db: TestDatabase;
let app: Koa;
let admin: string;
let learner: string;
let adminId: number;

const application = {
  fullName: 'Marcus Taylor',
  email: 'Marcus@Example.org',
  phone: '555-123-4567',
  releaseDate: 'March 2025',
  location: 'Dayton, Ohio',
  assistanceType: 'both',
  currentSituation: 'Staying on my sister\'s couch. "Need" a place — soon 🙏',
  previousExperience: 'Forklift, kitchen',
  additionalNeeds: 'State ID',
  emergencyContact: 'Rita Taylor, 555-000-1111',
  hasTransportation: true,
  criminalBackground: 'Non-violent drug charge, 2014',
};
const SENSITIVE = ['currentSituation', 'additionalNeeds', 'emergencyContact', 'criminalBackground'] as const;

async function user(username: string, roles: { isAdmin?: boolean; isInstructor?: boolean } = {}): Promise<number> {
  const [row] = await db.knex('users').insert({ username, name: username, email: `${username}@example.org`, passwordHash: 'x', ...roles }).returning('id');
  return (row as { id: number }).id;
}

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ STAFF_EMAIL: 'team@example.org' }) });
  adminId = await user('ada', { isAdmin: true });
  admin = await sessionCookieFor(db.knex, adminId, SECRET);
  learner = await sessionCookieFor(db.knex, await user('leo'), SECRET);
});
afterAll(() => db.destroy());

async function submit(body: object = application, lang: 'en' | 'es' = 'en') {
  const res = await apiPost(app, '/api/assistance-requests', body, { lang });
  expect(res.status).toBe(201);
  return assistanceSubmittedSchema.parse(res.body).reference;
}

describe('POST /api/assistance-requests', () => {
  it('answers a short, unambiguous, random reference number', async () => {
    const references = await Promise.all(Array.from({ length: 5 }, () => submit()));
    for (const reference of references) expect(reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(new Set(references).size).toBe(5);
  });

  it('stores the sensitive fields only as ciphertext naming its key, and the others as typed', async () => {
    const reference = await submit();
    const row = await db.knex('assistance_requests').where({ reference }).first();
    const ring = createKeyring(parseDataKeys(TEST_DATA_KEY));
    const columns = { currentSituation: 'current_situation', additionalNeeds: 'additional_needs', emergencyContact: 'emergency_contact', criminalBackground: 'criminal_background' };
    for (const field of SENSITIVE) {
      expect(row[field]).toMatch(/^enc1:test:/);
      expect(row[field]).not.toContain(application[field].slice(0, 8));
      expect(decryptField(ring, row[field], `assistance_requests.${columns[field]}`)).toBe(application[field]);
    }
    expect(row).toMatchObject({ fullName: 'Marcus Taylor', email: 'Marcus@Example.org', previousExperience: 'Forklift, kitchen', hasTransportation: true, locale: 'en' });
    // Nothing sensitive anywhere else in the database, e.g. in the mail queue.
    const mails = JSON.stringify(await db.knex('mail_outbox'));
    for (const field of SENSITIVE) expect(mails).not.toContain(application[field]);
  });

  it('mails the applicant the reference in their language, and staff only the reference and kind of help', async () => {
    const reference = await submit({ ...application, email: 'sofia@example.org' }, 'es');
    const [confirmation] = await db.knex('mail_outbox').where({ kind: 'assistance-confirmation', toAddress: 'sofia@example.org' });
    expect(confirmation.subject).toBe(`Recibimos su solicitud (referencia ${reference})`);
    expect(confirmation.textBody).toContain(`Su número de referencia es: ${reference}`);
    expect(confirmation.textBody).toContain('48 horas');
    const staff = await db.knex('mail_outbox').where({ kind: 'assistance-staff' }).whereLike('subject', `%${reference}`).first();
    expect(staff.toAddress).toBe('team@example.org');
    expect(staff.textBody).toContain('Help with: both');
    expect(staff.textBody).not.toContain('Marcus');
    expect(staff.textBody).not.toContain('sofia@example.org');
  });

  it('stores an optional field left empty as null, and does not need the sensitive ones', async () => {
    const reference = await submit({ ...application, additionalNeeds: '', emergencyContact: undefined, criminalBackground: null });
    const row = await db.knex('assistance_requests').where({ reference }).first();
    expect([row.additionalNeeds, row.emergencyContact, row.criminalBackground]).toEqual([null, null, null]);
  });
});

describe('GET /api/admin/assistance-requests/:id', () => {
  it('gives an admin the whole application, decrypted, and writes the read to the audit log', async () => {
    const reference = await submit();
    const { id } = await db.knex('assistance_requests').where({ reference }).first('id');
    const res = await apiGet(app, `/api/admin/assistance-requests/${id}`, admin);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const detail = assistanceRequestDetailSchema.parse(res.body);
    expect(detail).toMatchObject({ ...application, id, reference, locale: 'en' });
    const audit = await db.knex('audit_log').where({ targetType: 'assistance_request', targetId: String(id) });
    expect(audit).toEqual([
      expect.objectContaining({ actorUserId: adminId, actorUsername: 'ada', action: 'assistance_request.read', detail: { reference, sensitiveFields: true } }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(application.criminalBackground);
  });

  it('is refused to anonymous visitors (401), learners and instructors (403), with nothing audited', async () => {
    const reference = await submit();
    const { id } = await db.knex('assistance_requests').where({ reference }).first('id');
    const instructor = await sessionCookieFor(db.knex, await user('ivy', { isInstructor: true }), SECRET);
    expectSafeEnvelope(await apiGet(app, `/api/admin/assistance-requests/${id}`), 401, 'UNAUTHENTICATED');
    const forbidden = await apiGet(app, `/api/admin/assistance-requests/${id}`, learner);
    expectSafeEnvelope(forbidden, 403, 'FORBIDDEN');
    expect(forbidden.body.error.message).toBe('You do not have permission to do this.');
    expectSafeEnvelope(await apiGet(app, `/api/admin/assistance-requests/${id}`, instructor), 403, 'FORBIDDEN');
    expect(forbidden.text).not.toContain('Marcus');
    expect(await db.knex('audit_log').where({ targetId: String(id) })).toEqual([]);
  });

  it('checks the role in the database on every request: a demoted admin is refused at once', async () => {
    const bossId = await user('boss', { isAdmin: true });
    const boss = await sessionCookieFor(db.knex, bossId, SECRET);
    const reference = await submit();
    const { id } = await db.knex('assistance_requests').where({ reference }).first('id');
    expect((await apiGet(app, `/api/admin/assistance-requests/${id}`, boss)).status).toBe(200);
    await db.knex('users').where({ id: bossId }).update({ isAdmin: false });
    expectSafeEnvelope(await apiGet(app, `/api/admin/assistance-requests/${id}`, boss), 403, 'FORBIDDEN');
  });

  it('answers 400 for a malformed id and 404 for a missing one', async () => {
    for (const bad of ['abc', '1.5', '-3', '0', '99999999999', "1;drop table users"]) {
      expectSafeEnvelope(await apiGet(app, `/api/admin/assistance-requests/${encodeURIComponent(bad)}`, admin), 400, 'VALIDATION_FAILED');
    }
    const missing = await apiGet(app, '/api/admin/assistance-requests/999999', admin);
    expectSafeEnvelope(missing, 404, 'NOT_FOUND');
    expect(missing.body.error.message).toBe('We could not find that application.');
  });
});
