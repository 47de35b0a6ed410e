import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import { parseRemotesManifest } from '@reentry/contracts/remotes';
import { createKnex } from '../../db/knex.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { TEST_DATABASE_URL } from '../../test/test-db.js';

let webRoot: string;
const THEME_SCRIPT = 'document.documentElement.dataset.theme="light"';
let knex: Knex;

function writeFile(relative: string, content: string | Buffer): void {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeFile('shell/dist/index.html', `<!doctype html><title>shell</title><script>${THEME_SCRIPT}</script>`);
  writeFile('shell/dist/main.3f2a9c.js', 'console.log("shell")');
  writeFile('shell/dist/main.3f2a9c.js.br', brotliCompressSync('console.log("shell, precompressed")'));
  writeFile('mfe-learning/dist/mf-manifest.json', '{"name":"learning"}');
  writeFile('mfe-learning/dist/remoteEntry.js', 'var learning;');
  writeFile('mfe-learning/dist/chunk.81be.js', 'var chunk;');
  // The other remotes are deliberately not built: the app must still start.
  knex = createKnex({ connectionString: TEST_DATABASE_URL });
});
afterAll(async () => {
  rmSync(webRoot, { recursive: true, force: true });
  await knex.destroy();
});

const webApp = () => testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: webRoot }) }).callback();

describe('GET /remotes.json', () => {
  it('lists the five default manifest URLs, never cached', async () => {
    const res = await request(webApp()).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(parseRemotesManifest(res.body)).toEqual({
      learning: '/remotes/learning/mf-manifest.json',
      forms: '/remotes/forms/mf-manifest.json',
      donate: '/remotes/donate/mf-manifest.json',
      admin: '/remotes/admin/mf-manifest.json',
      instructor: '/remotes/instructor/mf-manifest.json',
    });
  });

  it('uses REMOTE_<ID>_URL and allows that origin in the CSP', async () => {
    const url = 'https://cdn.example.org/donate/v7/mf-manifest.json';
    const app = testApp(knex, { config: testConfig({ REMOTE_DONATE_URL: url }) }).callback();
    const res = await request(app).get('/remotes.json');
    expect(res.body.donate).toBe(url);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.org");
  });
});

describe('static frontends', () => {
  it('serves the shell at / with no-cache', async () => {
    const res = await request(webApp()).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("allows exactly the shell's inline script in the CSP, by hash", async () => {
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    const csp = (await request(webApp()).get('/')).headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await request(webApp()).get('/main.3f2a9c.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client-side routes, but not for missing assets', async () => {
    const route = await request(webApp()).get('/modules/3');
    expect(route.status).toBe(200);
    expect(route.text).toContain('<title>shell</title>');
    expect((await request(webApp()).get('/missing.4b1e.js')).status).toBe(404);
  });

  it('serves a remote from its dist with CORS open and entry files no-cache', async () => {
    const manifest = await request(webApp()).get('/remotes/learning/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await request(webApp()).get('/remotes/learning/remoteEntry.js');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await request(webApp()).get('/remotes/learning/chunk.81be.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a remote that is not built, and for unknown remotes', async () => {
    expect((await request(webApp()).get('/remotes/forms/mf-manifest.json')).status).toBe(404);
    expect((await request(webApp()).get('/remotes/nope/mf-manifest.json')).status).toBe(404);
  });

  it('never serves the SPA page for /api paths', async () => {
    const res = await request(webApp()).get('/api/unknown');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('starts and answers 404 when no frontend is built at all', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'web-empty-'));
    const app = testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: empty }) }).callback();
    expect((await request(app).get('/')).status).toBe(404);
    expect((await request(app).get('/livez')).status).toBe(200);
    rmSync(empty, { recursive: true, force: true });
  });
});

describe('compression for slow connections', () => {
  it('serves the build\'s precompressed file to a browser that accepts brotli', async () => {
    const res = await request(webApp()).get('/main.3f2a9c.js').set('Accept-Encoding', 'br, gzip').buffer(true);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toBe('console.log("shell, precompressed")');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
  });

  it('compresses a large dynamic JSON answer on the fly', async () => {
    const app = testApp(knex, { config: testConfig({ REMOTE_FORMS_URL: `https://cdn.example.org/${'x'.repeat(1200)}/mf-manifest.json` }) });
    const res = await request(app.callback()).get('/remotes.json').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.forms).toContain('cdn.example.org');
  });
});
