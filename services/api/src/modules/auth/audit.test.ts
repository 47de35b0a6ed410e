import type Koa from 'koa';
import { apiPost, sessionCookie } from '../../test/api-client.js';
import { capturingLogger, testApp, testConfig } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { deliverQueuedMail } from '../../test/deliver-mail.js';
import { createMailer } from '../mail/mailer.js';
import { setUserRole } from '../users/roles.service.js';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Issue 9, defect 13: account events were not logged with who and from where.
let db: TestDatabase;
let app: Koa;
let dataDir: string;
let config: ReturnType<typeof testConfig>;
const logs = capturingLogger('info');
const CLIENT = '198.51.100.77';
const from = { headers: { 'X-Forwarded-For': CLIENT } };

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'audit-test-'));
  config = testConfig({ TRUST_PROXY: '1', DATA_DIR: dataDir });
  config.rateLimits = { ...config.rateLimits, loginPerAccount: { max: 3, windowSeconds: 900 } };
  app = testApp(db.knex, { config, logger: logs.logger });
});
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
});

const events = (name: string) => logs.lines().filter((line) => line.event === `auth.${name}`);

describe('auth events in the log', () => {
  it('records each event at info with the user id and the client address, and no secret', async () => {
    const password = 'pale-orange-lantern';
    const registered = await apiPost(app, '/api/auth/register', { username: 'audited', name: 'Audit Person', email: 'audit@example.org', password }, from);
    const userId = registered.body.id as number;
    await apiPost(app, '/api/auth/login', { username: 'audited', password: 'wrong-guess-1' }, from);
    await apiPost(app, '/api/auth/login', { username: 'nobody-here', password: 'wrong-guess-2' }, from);
    const ok = await apiPost(app, '/api/auth/login', { username: 'audited', password }, from);
    await apiPost(app, '/api/auth/logout', {}, { ...from, cookie: sessionCookie(ok) });
    for (let i = 0; i < 4; i += 1) await apiPost(app, '/api/auth/login', { username: 'audited', password: `wrong-guess-${i}` }, from);
    await apiPost(app, '/api/auth/forgot-password', { email: 'audit@example.org' }, from);
    await deliverQueuedMail(db.knex, createMailer(config, logs.logger));
    // The reset mail, not the one the sign-up sent to verify the address.
    const mails = readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.endsWith('.json')).map((f) => JSON.parse(readFileSync(path.join(dataDir, 'outbox', f), 'utf8')));
    const mail = mails.find((sent: { text: string }) => sent.text.includes('/reset-password#'));
    const link = new URL(/https?:\/\/\S+#\S+/.exec(mail.text)![0]);
    const token = new URLSearchParams(link.hash.slice(1)).get('token')!;
    await apiPost(app, '/api/auth/reset-password', { token, email: 'audit@example.org', password: 'new-pale-lantern-2' }, from);
    const again = await apiPost(app, '/api/auth/login', { username: 'nobody-here', password: 'x' }, from);
    expect(again.status).toBe(401);
    await setUserRole(db.knex, logs.logger, { ip: CLIENT, userId: 1 }, { userId, role: 'instructor', value: true });

    expect(events('register')).toEqual([expect.objectContaining({ level: 30, userId, ip: CLIENT })]);
    expect(events('login.failed')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId, ip: CLIENT, reason: 'wrong-password' }),
        expect.objectContaining({ userId: null, ip: CLIENT, reason: 'unknown-user' }),
      ]),
    );
    expect(events('login.succeeded')).toEqual([expect.objectContaining({ level: 30, userId, ip: CLIENT })]);
    expect(events('rate_limited')).toEqual(expect.arrayContaining([expect.objectContaining({ userId, ip: CLIENT, rules: ['loginPerAccount'] })]));
    expect(events('password_reset.requested')).toEqual([expect.objectContaining({ userIds: [userId], ip: CLIENT })]);
    expect(events('password_reset.completed')).toEqual([expect.objectContaining({ userId, ip: CLIENT })]);
    expect(events('logout')).toEqual([expect.objectContaining({ userId, ip: CLIENT })]);
    expect(events('role.changed')).toEqual([expect.objectContaining({ userId, role: 'instructor', value: true, byUserId: 1, ip: CLIENT })]);

    const text = logs.text();
    for (const secret of [password, 'new-pale-lantern-2', 'wrong-guess-1', token]) expect(text).not.toContain(secret);
  });
});
