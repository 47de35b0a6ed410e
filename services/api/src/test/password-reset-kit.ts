import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type Koa from 'koa';
import { apiPost, sessionCookie } from './api-client.js';
import { createTestDatabase, type TestDatabase } from './test-db.js';
import { deliverQueuedMail } from './deliver-mail.js';
import { capturingLogger, testApp, testConfig } from './test-app.js';
import type { Config } from '../config.js';
import { createLogger } from '../logger.js';
import { createMailer, outboxDir } from '../modules/mail/mailer.js';

export const PUBLIC_URL = 'https://learn.example.org';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The token and email a reset link carries in its fragment. */
export function linkParams(link: string): URLSearchParams {
  return new URLSearchParams(new URL(link).hash.slice(1));
}

/**
 * The API of a password-reset test file: its own database schema, mail written to an outbox folder,
 * every log line kept, and the real per-address limit. Call it at the top of the file (it registers
 * beforeAll/afterAll).
 */
export function usePasswordResetApp(rateLimits: Partial<Config['rateLimits']> = {}) {
  const logs = capturingLogger('trace');
  let db: TestDatabase;
  let app: Koa;
  let dataDir = '';
  /** What the server's outbox worker does in the background. */
  let settleMail: () => Promise<void>;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'reset-test-'));
    const config = testConfig({ PUBLIC_URL, DATA_DIR: dataDir, TRUST_PROXY: '1' });
    // The real per-address limit (the tests use a new address each).
    config.rateLimits = {
      ...config.rateLimits,
      forgotPerEmail: { max: 5, windowSeconds: 3600 },
      forgotUsernamePerEmail: { max: 5, windowSeconds: 3600 },
      forgotUsernamePerIp: { max: 20, windowSeconds: 3600 },
      ...rateLimits,
    };
    app = testApp(db.knex, { config, logger: logs.logger });
    const mailer = createMailer(config, createLogger('silent'));
    settleMail = () => deliverQueuedMail(db.knex, mailer);
  });
  afterAll(async () => {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function outbox(): OutboxMail[] {
    const dir = outboxDir(dataDir);
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return [];
    }
    return files.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as OutboxMail);
  }
  const allMailsTo = (email: string) => outbox().filter((mail) => mail.to === email);
  /** The mails of the flows these tests drive: without the link every sign-up with an address now mails to verify it (issue 39). */
  const mailsTo = (email: string) => allMailsTo(email).filter((mail) => !mail.text.includes('/account/email/verify#'));
  const forgot = (email: string, options: { lang?: 'en' | 'es'; headers?: Record<string, string> } = {}) =>
    apiPost(app, '/api/auth/forgot-password', { email }, options);

  return {
    logs,
    app: () => app,
    knex: () => db.knex,
    outboxFolder: () => outboxDir(dataDir),
    settleMail: () => settleMail(),
    mailsTo,
    allMailsTo,
    forgot,
    reset: (body: object, lang?: 'en' | 'es') => apiPost(app, '/api/auth/reset-password', body, { lang }),
    login: (username: string, password: string) => apiPost(app, '/api/auth/login', { username, password }, { headers: { 'X-Forwarded-Proto': 'https' } }),
    async createAccount(username: string, password = 'first-password', email = `${username}@example.org`): Promise<string> {
      const res = await apiPost(app, '/api/auth/register', { username, name: 'Lena Park', email, password }, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(res.status).toBe(201);
      return sessionCookie(res);
    },
    /** Asks for a reset link and returns its token, read from the mail as the user would. */
    async tokenFor(username: string): Promise<string> {
      const email = `${username}@example.org`;
      const before = mailsTo(email).length;
      expect((await forgot(email)).status).toBe(200);
      await settleMail();
      const mail = mailsTo(email)[before]!;
      return linkParams(/https?:\/\/\S+#\S+/.exec(mail.text)![0]).get('token')!;
    },
  };
}
