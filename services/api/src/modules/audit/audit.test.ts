import type Koa from 'koa';
import { auditLogPageSchema } from '@reentry/contracts/audit-log';
import { apiGet } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { sessionCookieFor } from '../../test/session-cookie.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp } from '../../test/test-app.js';
import { writeAudit } from './audit.service.js';

const SECRET = 'test-secret-that-is-at-least-32-characters';
let db: TestDatabase;
let app: Koa;
let admin: string;
let learner: string;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
  const ids = (await db.knex('users')
    .insert([
      { username: 'ada', name: 'Ada', email: 'ada@example.org', passwordHash: 'x', isAdmin: true },
      { username: 'leo', name: 'Leo', email: 'leo@example.org', passwordHash: 'x' },
    ])
    .returning('id')) as { id: number }[];
  admin = await sessionCookieFor(db.knex, ids[0]!.id, SECRET);
  learner = await sessionCookieFor(db.knex, ids[1]!.id, SECRET);
  await db.knex.transaction(async (trx) => {
    for (let i = 1; i <= 5; i += 1) {
      await writeAudit(trx, { actor: { id: ids[0]!.id, username: 'ada' }, action: 'assistance_request.read', targetType: 'assistance_request', targetId: i });
    }
  });
});
afterAll(() => db.destroy());

describe('the audit log', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    await expect(db.knex('audit_log').update({ action: 'nothing.happened' })).rejects.toThrow(/audit_log is append-only: UPDATE/);
    await expect(db.knex('audit_log').where({ targetId: '1' }).del()).rejects.toThrow(/audit_log is append-only: DELETE/);
    await expect(db.knex.raw('truncate audit_log')).rejects.toThrow(/audit_log is append-only: TRUNCATE/);
    expect(await db.knex('audit_log').count({ count: '*' })).toEqual([{ count: 5 }]);
  });

  it('rolls back with the action it records', async () => {
    await expect(
      db.knex.transaction(async (trx) => {
        await writeAudit(trx, { actor: null, action: 'test.fail', targetType: 'test', targetId: 'x' });
        throw new Error('the action failed');
      }),
    ).rejects.toThrow();
    expect(await db.knex('audit_log').where({ action: 'test.fail' })).toEqual([]);
  });

  it('is readable by admins, newest first, a page at a time', async () => {
    const first = await apiGet(app, '/api/admin/audit-log?limit=2', admin);
    expect(first.status).toBe(200);
    const page = auditLogPageSchema.parse(first.body);
    expect(page.items.map((item) => item.targetId)).toEqual(['5', '4']);
    expect(page).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(page.items[0]).toMatchObject({ actorUsername: 'ada', action: 'assistance_request.read', targetType: 'assistance_request', detail: {} });
    const last = auditLogPageSchema.parse((await apiGet(app, '/api/admin/audit-log?page=3&limit=2', admin)).body);
    expect(last.items.map((item) => item.targetId)).toEqual(['1']);
    expect(last.hasMore).toBe(false);
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log?limit=500', admin), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log?page=abc', admin), 400, 'VALIDATION_FAILED');
  });

  it('is closed to anonymous visitors (401) and learners (403)', async () => {
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log'), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiGet(app, '/api/admin/audit-log', learner), 403, 'FORBIDDEN');
  });
});
