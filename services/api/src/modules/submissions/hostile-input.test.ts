import type Koa from 'koa';
import request from 'supertest';
import { apiPost } from '../../test/api-client.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

/** Each endpoint, a valid body, the free-text field hostile strings go into, and where it is stored. */
const endpoints = [
  {
    path: '/api/facility-requests',
    body: { facilityName: 'Riverside', facilityType: 'prison', contactName: 'Dana', contactPosition: 'Warden', contactEmail: 'd@example.org', contactPhone: '6145550142', facilityAddress: '12 River Rd', participantCount: 9, preferredDate: 'May' },
    field: 'specialRequirements',
    table: 'facility_requests',
  },
  { path: '/api/contact', body: { name: 'Ana', email: 'a@example.org', subject: 'other', message: 'placeholder text' }, field: 'message', table: 'contact_messages' },
  {
    path: '/api/assistance-requests',
    body: { fullName: 'Lee', email: 'l@example.org', phone: '5551234567', releaseDate: '2025', location: 'Reno', assistanceType: 'employment', currentSituation: 'x' },
    field: 'previousExperience',
    table: 'assistance_requests',
  },
  { path: '/api/success-stories', body: { name: 'Sam', story: 'placeholder story text here', consentToPublish: true }, field: 'story', table: 'success_stories' },
];

const storable = [
  "Robert'); DROP TABLE students;-- and ' OR '1'='1",
  '<script>alert("x")</script><img src=x onerror=alert(1)> &amp; &lt;',
  'Emoji 👩🏽‍💻🎉 and 𝕌𝕟𝕚𝕔𝕠𝕕𝕖, accents ñ é ü, CJK 漢字',
  'عربي مع English في نفس السطر \u202Eright-to-left override\u202C',
  'quotes " \' ` and backslashes \\ \\n literal, and real\nline breaks\r\nand\ttabs',
  '  surrounding spaces kept  ',
  `long text ${'é'.repeat(4900)}`,
];
const refused = ['NUL \u0000 byte', 'bell \u0007', 'escape \u001b[2J', 'lone surrogate \ud83d', `too long ${'a'.repeat(10_000)}`].map(
  (text) => `${text} inside a text long enough for every field`,
);

describe.each(endpoints)('$path with hostile input', ({ path, body, field, table }) => {
  it.each(storable.map((text) => [text.slice(0, 30), text]))('stores %j exactly as sent (201)', async (_label, text) => {
    const res = await apiPost(app, path, { ...body, [field]: `${text} ${path}` });
    expect(res.status).toBe(201);
    const stored = await db.knex(table).orderBy('id', 'desc').first(db.knex.raw('??', [field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]));
    expect(Object.values(stored)[0]).toBe(`${text} ${path}`);
  });

  it.each(refused.map((text) => [text.slice(0, 20), text]))('refuses %j with a clear 400, never a 500', async (_label, text) => {
    const res = await apiPost(app, path, { ...body, [field]: text });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields[field]).toMatch(/hidden character we cannot save|5,000 characters or fewer/);
  });

  it('refuses wrong types and odd bodies with 400, never a 500', async () => {
    const odd: unknown[] = [
      { ...body, [field]: 12345 },
      { ...body, [field]: ['a', 'b'] },
      { ...body, [field]: { $gt: '' } },
      { ...body, [field]: true },
      [body],
      'just a string',
      null,
      42,
    ];
    for (const value of odd) {
      const res = await request(app.callback()).post(path).set('X-Requested-With', 'fetch').set('Content-Type', 'application/json').send(JSON.stringify(value));
      expect(res.status).toBe(400);
      // Bodies that are not a JSON object are refused by the parser, wrong field types by the contract.
      expect(['VALIDATION_FAILED', 'INVALID_JSON']).toContain(res.body.error.code);
    }
    const broken = await request(app.callback()).post(path).set('X-Requested-With', 'fetch').set('Content-Type', 'application/json').send('{"name": "unterminated');
    expect(broken.status).toBe(400);
  });

  it('refuses a __proto__ key (400) and ignores constructor and other unknown keys', async () => {
    const send = (raw: string) => request(app.callback()).post(path).set('X-Requested-With', 'fetch').set('Content-Type', 'application/json').send(raw);
    const proto = await send(`{"__proto__": {"isApproved": true, "polluted": 1}, ${JSON.stringify(body).slice(1)}`);
    expect([proto.status, proto.body.error.code]).toEqual([400, 'INVALID_JSON']);
    const unknown = await send(`{"constructor": {"prototype": {"polluted": 1}}, "id": 1, "isApproved": true, "createdAt": "1999-01-01", ${JSON.stringify(body).slice(1)}`);
    expect(unknown.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const row = await db.knex(table).orderBy('id', 'desc').first();
    expect(row.id).not.toBe(1);
    expect(new Date(row.createdAt).getFullYear()).toBeGreaterThan(2000);
    if (table === 'success_stories') expect(row.isApproved).toBe(false);
  });
});

describe('numbers', () => {
  it.each([
    [0, 400],
    [-1, 400],
    [1, 201],
    [10_000, 201],
    [10_001, 400],
    [2.5, 400],
    [1e308, 400],
    ['25', 400],
    [null, 400],
  ])('participantCount %j answers %i', async (participantCount, status) => {
    const res = await apiPost(app, '/api/facility-requests', { ...endpoints[0]!.body, participantCount });
    expect(res.status).toBe(status);
  });
});
