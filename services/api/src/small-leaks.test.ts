import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { brotliCompressSync } from 'node:zlib';
import { demoAccountsFile, seed } from './db/seed.js';
import { capturingLogger, testApp, testConfig } from './test/test-app.js';
import { createTestDatabase, type TestDatabase } from './test/test-db.js';

// Issue 9, defect 15: small leaks.
let db: TestDatabase;
let webRoot: string;

function writeFile(relative: string, content: string | Buffer): void {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(async () => {
  db = await createTestDatabase();
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'leaks-web-'));
  writeFile('shell/dist/index.html', '<!doctype html><title>shell</title>');
  writeFile('shell/dist/mf-stats.json', '{"modules":["/home/builder/src/secret-path.ts"]}');
  writeFile('mfe-learning/dist/mf-manifest.json', '{"name":"learning"}');
  writeFile('mfe-learning/dist/mf-stats.json', '{"modules":[]}');
  writeFile('mfe-learning/dist/mf-stats.json.br', brotliCompressSync('{"modules":[]}'));
});
afterAll(async () => {
  rmSync(webRoot, { recursive: true, force: true });
  await db.destroy();
});

const web = () => request(testApp(db.knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: webRoot }) }).callback());

describe('small leaks', () => {
  it('keeps Cache-Control: no-store on every error response', async () => {
    for (const res of [
      await web().get('/api/auth/me'),
      await web().get('/api/no-such-thing'),
      await web().post('/api/auth/login').set('X-Requested-With', 'fetch').send({}),
      await web().post('/api/auth/login').send({}),
      await web().delete('/api/auth/me').set('X-Requested-With', 'fetch'),
    ]) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('does not publish the build stats files (mf-stats.json), but still serves the manifests', async () => {
    expect((await web().get('/mf-stats.json')).status).toBe(404);
    expect((await web().get('/remotes/learning/mf-stats.json').set('Accept-Encoding', 'br')).status).toBe(404);
    expect((await web().get('/remotes/learning/mf-stats.json.br')).status).toBe(404);
    expect((await web().get('/remotes/learning/mf-manifest.json')).status).toBe(200);
  });

  it('sends a Permissions-Policy that switches off the features no page uses', async () => {
    for (const url of ['/', '/api/auth/me', '/livez']) {
      const policy = (await web().get(url)).headers['permissions-policy'] as string;
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('payment=(self "https://js.stripe.com")');
    }
  });

  it('writes the demo passwords to an owner-only file in DATA_DIR, not to a log, when no terminal is attached', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'leaks-data-'));
    const logs = capturingLogger('trace');
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await seed(db.knex, { embedded: true, logger: logs.logger, demoPassword: 'demo-pass-in-file', dataDir, interactive: false });
      expect(write).not.toHaveBeenCalled();
      const file = demoAccountsFile(dataDir);
      expect(readFileSync(file, 'utf8')).toContain('demo-pass-in-file');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(logs.text()).not.toContain('demo-pass-in-file');
      expect(logs.lines().find((line) => line.file === file)).toBeDefined();
    } finally {
      write.mockRestore();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('prints them once when a person is at the terminal', async () => {
    await db.knex('users').del();
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      await seed(db.knex, { embedded: true, logger: capturingLogger().logger, demoPassword: 'demo-pass-on-tty', dataDir: '/nonexistent', interactive: true });
      expect(write.mock.calls.map((call) => String(call[0])).join('')).toContain('demo-pass-on-tty');
    } finally {
      write.mockRestore();
    }
  });
});
