import type Koa from 'koa';
import { apiPost } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;

const request = {
  facilityName: 'Riverside Halfway House',
  facilityType: 'halfway',
  contactName: 'Dana Brooks',
  contactPosition: 'Program Director',
  contactEmail: 'dana@riverside.example.org',
  contactPhone: '(614) 555-0142',
  facilityAddress: '12 River Rd, Columbus, OH',
  participantCount: 25,
  preferredDate: 'Any Tuesday in May',
  specialRequirements: 'No phones inside. A projector is fine.',
  website: '',
};

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ STAFF_EMAIL: 'team@example.org, outreach@example.org', PUBLIC_URL: 'https://learn.example.org' }) });
});
afterAll(() => db.destroy());

describe('POST /api/facility-requests', () => {
  it('stores the request as typed and answers 201 once it is committed', async () => {
    const res = await apiPost(app, '/api/facility-requests', request);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ received: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const { id: _id, createdAt, ...row } = await db.knex('facility_requests').where({ contactEmail: request.contactEmail }).first();
    const { website: _honeypot, ...stored } = request;
    // Every new request starts as work to do: new, nobody assigned.
    expect(row).toEqual({ ...stored, locale: 'en', status: 'new', assigneeId: null });
    expect(createdAt).toBeInstanceOf(Date);
  });

  it('queues a mail to staff (Reply-To the contact) and a confirmation in the contact\'s language', async () => {
    await apiPost(app, '/api/facility-requests', { ...request, contactEmail: 'luz@carcel.example.org' }, { lang: 'es' });
    const mails = await db.knex('mail_outbox').whereIn('kind', ['facility-request-staff', 'facility-request-confirmation']).where(function () {
      this.where({ toAddress: 'luz@carcel.example.org' }).orWhere({ replyTo: 'luz@carcel.example.org' });
    });
    const staff = mails.find((mail) => mail.kind === 'facility-request-staff');
    expect(staff).toMatchObject({ toAddress: 'team@example.org, outreach@example.org', replyTo: 'luz@carcel.example.org', subject: 'New workshop request: Riverside Halfway House' });
    expect(staff.textBody).toContain('Estimated number of participants: 25');
    expect(staff.textBody).toContain('https://learn.example.org/admin?tab=facility-requests');
    const confirmation = mails.find((mail) => mail.kind === 'facility-request-confirmation');
    expect(confirmation).toMatchObject({ subject: 'Recibimos su solicitud de taller', status: 'pending' });
    expect(confirmation.textBody).toContain('2 días hábiles');
    expect(confirmation.textBody).not.toContain('Riverside');
  });

  it('answers 400 with every field message in English or Spanish, and stores nothing', async () => {
    const before = await db.knex('facility_requests').count({ count: '*' });
    const res = await apiPost(app, '/api/facility-requests', { participantCount: 0, facilityType: 'jail' });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({
      facilityName: 'Facility name is required',
      facilityType: 'Please select a facility type',
      contactName: 'Contact name is required',
      contactPosition: 'Position/Title is required',
      contactEmail: 'Invalid email address',
      contactPhone: 'Valid phone number is required',
      facilityAddress: 'Facility address is required',
      participantCount: 'Number of participants is required',
      preferredDate: 'Preferred date is required',
    });
    const es = await apiPost(app, '/api/facility-requests', { ...request, participantCount: 10_001 }, { lang: 'es' });
    expect(es.body.error.fields).toEqual({ participantCount: 'Escriba un número entero del 1 al 10,000' });
    expect(await db.knex('facility_requests').count({ count: '*' })).toEqual(before);
  });

  it('treats a filled honeypot as a validation failure and stores nothing, mails nothing', async () => {
    const res = await apiPost(app, '/api/facility-requests', { ...request, contactEmail: 'bot@spam.example', website: 'http://spam.example' });
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ website: 'Leave this field empty' });
    expect(await db.knex('facility_requests').where({ contactEmail: 'bot@spam.example' })).toEqual([]);
    expect(await db.knex('mail_outbox').where({ toAddress: 'bot@spam.example' })).toEqual([]);
  });
});
