import type Koa from 'koa';
import { adminPageSchema, adminAssistanceRequestSchema, adminContactMessageSchema, adminFacilityRequestSchema } from '@reentry/contracts/admin-lists';
import { apiGet, apiPost } from '../../test/api-client.js';
import { TEST_SECRET, assistanceRow, auditRows, contactRow, facilityRow, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

let db: TestDatabase;
let app: Koa;
let admin: TestUser;
let otherAdmin: TestUser;
const facilityPage = adminPageSchema(adminFacilityRequestSchema);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, SITE_TIME_ZONE: 'America/New_York' }) });
  admin = await userWith(db.knex, 'ana', { isAdmin: true, name: 'Ana Diaz' });
  otherAdmin = await userWith(db.knex, 'ben', { isAdmin: true, name: 'Ben Ortiz' });
});
afterAll(() => db.destroy());

async function list(path: string) {
  const res = await apiGet(app, path, admin.cookie);
  expect(res.status).toBe(200);
  return res.body as { items: Record<string, unknown>[]; total: number; totalCapped: boolean; hasMore: boolean; page: number; limit: number };
}

describe('GET /api/admin/facility-requests', () => {
  beforeAll(async () => {
    await db.knex('facility_requests').insert([
      facilityRow({ facilityName: 'Maple Halfway House', facilityType: 'halfway', contactName: 'Rosa Mendez', participantCount: 12, createdAt: new Date('2025-12-01T15:00:00Z') }),
      facilityRow({ facilityName: 'North County Jail', contactName: 'Tom Baker', participantCount: 80, createdAt: new Date('2025-12-15T15:00:00Z') }),
      facilityRow({ facilityName: 'Riverside Reentry Center', facilityType: 'reentry', participantCount: 30, createdAt: new Date('2026-01-02T04:30:00Z') }),
    ]);
  });

  it('answers one page, newest first, with counts, status, assignee and the overdue flag', async () => {
    const page = facilityPage.parse(await list('/api/admin/facility-requests'));
    expect(page.items.map((item) => item.facilityName)).toEqual(['Riverside Reentry Center', 'North County Jail', 'Maple Halfway House']);
    expect(page).toMatchObject({ page: 1, limit: 25, total: 3, totalCapped: false, hasMore: false });
    expect(page.items[0]).toMatchObject({ status: 'new', assigneeId: null, assigneeName: null, overdue: true });
  });

  it('searches word starts across name, contact and email, and finds by id', async () => {
    expect((await list('/api/admin/facility-requests?q=mapl')).items.map((item) => item.facilityName)).toEqual(['Maple Halfway House']);
    expect((await list('/api/admin/facility-requests?q=tom%20bak')).items.map((item) => item.facilityName)).toEqual(['North County Jail']);
    expect((await list("/api/admin/facility-requests?q=%27%20%7C%20!%3A*")).items).toEqual([]);
    const [first] = (await list('/api/admin/facility-requests?sort=createdAt')).items;
    expect((await list(`/api/admin/facility-requests?q=${first!.id}`)).items.map((item) => item.id)).toContain(first!.id);
  });

  it('filters by type and by days in the site time zone, sorts and pages', async () => {
    expect((await list('/api/admin/facility-requests?type=halfway')).items.map((item) => item.facilityName)).toEqual(['Maple Halfway House']);
    // 2026-01-02T04:30Z is still 1 January in New York.
    expect((await list('/api/admin/facility-requests?from=2026-01-01&to=2026-01-01')).items.map((item) => item.facilityName)).toEqual(['Riverside Reentry Center']);
    expect((await list('/api/admin/facility-requests?from=2026-01-02')).items).toEqual([]);
    const bySize = await list('/api/admin/facility-requests?sort=-participantCount&limit=2');
    expect(bySize.items.map((item) => item.participantCount)).toEqual([80, 30]);
    expect(bySize).toMatchObject({ total: 3, hasMore: true });
    const second = await list('/api/admin/facility-requests?sort=-participantCount&limit=2&page=2');
    expect(second.items.map((item) => item.participantCount)).toEqual([12]);
    expect(second.hasMore).toBe(false);
  });

  it('sets status and assignee from the details, audited, and filters by them', async () => {
    const [target] = (await list('/api/admin/facility-requests?q=north')).items;
    const res = await apiPost(app, `/api/admin/facility-requests/${target!.id}/workflow`, { status: 'in_progress', assigneeId: otherAdmin.id }, { cookie: admin.cookie });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: target!.id, status: 'in_progress', assigneeId: otherAdmin.id, assigneeName: 'Ben Ortiz' });
    expect((await list('/api/admin/facility-requests?status=in_progress')).items.map((item) => [item.facilityName, item.assigneeName, item.overdue])).toEqual([
      ['North County Jail', 'Ben Ortiz', false],
    ]);
    expect((await list(`/api/admin/facility-requests?assignee=${otherAdmin.id}`)).items).toHaveLength(1);
    expect((await list('/api/admin/facility-requests?assignee=none')).items).toHaveLength(2);
    expect((await list('/api/admin/facility-requests?overdue=true')).items).toHaveLength(2);
    const [audit] = await auditRows(db.knex, 'facility_request.workflow_changed');
    expect(audit).toMatchObject({ actorUsername: 'ana', targetType: 'facility_request', targetId: String(target!.id) });
    expect(audit!.detail).toEqual({ fromStatus: 'new', toStatus: 'in_progress', fromAssigneeId: null, toAssigneeId: otherAdmin.id });
    // Clearing the assignee keeps the status.
    const cleared = await apiPost(app, `/api/admin/facility-requests/${target!.id}/workflow`, { assigneeId: null }, { cookie: admin.cookie });
    expect(cleared.body).toMatchObject({ status: 'in_progress', assigneeId: null, assigneeName: null });
  });

  it('refuses assignees who are not admins (400) and unknown records or people (404)', async () => {
    const learner = await userWith(db.knex, 'leo');
    const [target] = (await list('/api/admin/facility-requests')).items;
    expectSafeEnvelope(await apiPost(app, `/api/admin/facility-requests/${target!.id}/workflow`, { assigneeId: learner.id }, { cookie: admin.cookie }), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiPost(app, `/api/admin/facility-requests/${target!.id}/workflow`, { assigneeId: 999_999 }, { cookie: admin.cookie }), 404, 'NOT_FOUND');
    expectSafeEnvelope(await apiPost(app, '/api/admin/facility-requests/999999/workflow', { status: 'done' }, { cookie: admin.cookie }), 404, 'NOT_FOUND');
  });
});

describe('GET /api/admin/assistance-requests', () => {
  it('flags applications still new after 48 hours, never reads the encrypted fields', async () => {
    await db.knex('assistance_requests').insert([
      assistanceRow({ fullName: 'Old Applicant', createdAt: hoursAgo(49) }),
      assistanceRow({ fullName: 'Fresh Applicant', createdAt: hoursAgo(47) }),
      assistanceRow({ fullName: 'Handled Applicant', status: 'done', createdAt: hoursAgo(100) }),
    ]);
    const page = adminPageSchema(adminAssistanceRequestSchema).parse(await list('/api/admin/assistance-requests'));
    expect(page.items.map((item) => [item.fullName, item.overdue])).toEqual([
      ['Fresh Applicant', false],
      ['Old Applicant', true],
      ['Handled Applicant', false],
    ]);
    const keys = Object.keys(page.items[0]!);
    for (const secret of ['currentSituation', 'additionalNeeds', 'emergencyContact', 'criminalBackground']) expect(keys).not.toContain(secret);
    expect((await list('/api/admin/assistance-requests?overdue=false')).items.map((item) => item.fullName)).toEqual(['Fresh Applicant', 'Handled Applicant']);
  });
});

describe('CSV exports', () => {
  it('stream the current filter as CSV with formula cells neutralised, and are audited', async () => {
    await db.knex('contact_messages').insert([
      contactRow({ name: '=HYPERLINK("http://evil.example","click")', message: '+1 555 call me' }),
      contactRow({ name: '@SUM(A1:A9)', message: '-2+3' }),
      contactRow({ name: '\tTabbed', message: '\rCarriage' }),
      contactRow({ name: 'Plain, "Quoted" Name', message: 'Line one\nline two' }),
    ]);
    const res = await apiGet(app, '/api/admin/contact-messages.csv?sort=createdAt', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text: string = res.text;
    expect(text.startsWith('\uFEFFid,received,status,overdue,assignee,name,email,subject,message,language\n')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain("'+1 555 call me");
    expect(text).toContain("'@SUM(A1:A9)");
    expect(text).toContain("'-2+3");
    expect(text).toContain("'\tTabbed");
    expect(text).toContain(`"'\rCarriage"`);
    expect(text).toContain('"Plain, ""Quoted"" Name"');
    expect(text).toContain('"Line one\nline two"');
    expect(text).not.toMatch(/(^|,)[=+@-]/m);
    const [audit] = await auditRows(db.knex, 'contact_message.exported');
    expect(audit).toMatchObject({ actorUsername: 'ana', targetId: '*' });
    expect(audit!.detail).toEqual({ sort: 'createdAt', searched: false });
  });

  it('hold exactly the rows of the filter, across export batches', async () => {
    const rows = Array.from({ length: 2100 }, (_, i) => facilityRow({ facilityName: `Batch Facility ${i}`, createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000) }));
    await db.knex.batchInsert('facility_requests', rows, 500);
    const res = await apiGet(app, '/api/admin/facility-requests.csv?q=batch&sort=-createdAt', admin.cookie);
    const lines = res.text.trim().split('\n').slice(1);
    expect(lines).toHaveLength(2100);
    const names = lines.map((line) => line.split(',')[5]);
    expect(names[0]).toBe('Batch Facility 2099');
    expect(names[2099]).toBe('Batch Facility 0');
    expect(new Set(names).size).toBe(2100);
  });

  it('never include an assistance application\'s encrypted fields', async () => {
    const res = await apiGet(app, '/api/admin/assistance-requests.csv', admin.cookie);
    expect(res.status).toBe(200);
    expect(res.text.split('\n')[0]).toBe('\uFEFFid,received,status,overdue,assignee,reference,full_name,email,phone,release_date,location,assistance_type,has_transportation,language');
    expect(res.text).not.toContain('enc1:');
  });
});

describe('contact messages', () => {
  it('list with their subject filter and search in the message', async () => {
    expect(adminPageSchema(adminContactMessageSchema).parse(await list('/api/admin/contact-messages?q=carriage')).items).toHaveLength(1);
    expect((await list('/api/admin/contact-messages?type=media')).items).toEqual([]);
    // Searching while rows carry an assignee (a join on users, whose columns share names with these).
    const [row] = (await list('/api/admin/contact-messages?q=carriage')).items;
    await apiPost(app, `/api/admin/contact-messages/${row!.id}/workflow`, { assigneeId: admin.id, status: 'done' }, { cookie: admin.cookie });
    const csv = await apiGet(app, '/api/admin/contact-messages.csv?q=carriage', admin.cookie);
    expect(csv.text.trim().split('\n').slice(1).join('\n')).toMatch(/^\d+,\d{4}-\d{2}-\d{2} \d{2}:\d{2},done,no,Ana Diaz,'\tTabbed/);
  });
});
