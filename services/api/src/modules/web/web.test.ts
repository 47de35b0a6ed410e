import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import { parseRemotesMap } from '@reentry/contracts/remotes';
import { createKnex } from '../../db/knex.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { TEST_DATABASE_URL } from '../../test/test-db.js';

let webRoot: string;
let knex: Knex;

function writeFile(relative: string, content: string | Buffer): void {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function manifest(paths: string[]) {
  return { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, reentry: { contractVersion: 2, paths } } };
}

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-'));
  writeFile('shell/dist/index.html', '<!doctype html><title>template</title>');
  writeFile('shell/dist/mf-stats.json', '{}');
  writeFile('shell/dist/main.3f2a9c.js', 'console.log("shell")');
  writeFile('shell/dist/main.3f2a9c.js.br', brotliCompressSync('console.log("shell, precompressed")'));
  writeFile('mfe-learning/dist/mf-manifest.json', JSON.stringify(manifest(['/modules', '/modules/:id'])));
  writeFile('mfe-learning/dist/mf-stats.json', '{}');
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
  it('lists the remotes built into the web root with the paths each one published, never cached', async () => {
    const res = await request(webApp()).get('/remotes.json');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const map = parseRemotesMap(res.body);
    expect(map.remotes).toEqual([
      { id: 'learning', manifestUrl: '/remotes/learning/mf-manifest.json', version: expect.stringMatching(/^[0-9a-f]{16}$/), paths: ['/modules', '/modules/:id'] },
    ]);
  });

  it('adds a remote from REMOTE_<ID>_URL (any id) and allows its origin in the CSP', async () => {
    const url = 'https://cdn.example.org/donate/v7/mf-manifest.json';
    const app = testApp(knex, { config: testConfig({ REMOTE_DONATE_URL: url }) }).callback();
    const res = await request(app).get('/remotes.json');
    // Not reachable from here, so it has no pages yet; its origin is still allowed for the browser.
    expect(res.body.remotes).toEqual([]);
    expect(res.headers['content-security-policy']).toContain("script-src 'self' https://cdn.example.org");
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });
});

describe('static frontends', () => {
  it('publishes neither the page template nor build statistics', async () => {
    for (const file of ['/index.html', '/mf-stats.json', '/remotes/learning/mf-stats.json']) {
      expect((await request(webApp()).get(file)).status).toBe(404);
    }
  });

  it('serves hashed assets as immutable for a year', async () => {
    const res = await request(webApp()).get('/main.3f2a9c.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing asset (pages are rendered, never a fallback file)', async () => {
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

  it('serves a released version from <releases>/remotes/<id>/<version>/, which REMOTES_FILE can then name', async () => {
    const version = '0.1.0-0a1b2c3d';
    writeFile(`.releases/remotes/learning/${version}/mf-manifest.json`, JSON.stringify(manifest(['/modules', '/modules/:id', '/glossary'])));
    writeFile(`.releases/remotes/learning/${version}/chunk.9f9f.js`, 'var released;');
    writeFile('.releases/remotes.json', JSON.stringify({ learning: `/remotes/learning/${version}/mf-manifest.json` }));
    const config = testConfig({ SERVE_WEB: 'true', WEB_ROOT: webRoot, REMOTES_FILE: path.join(webRoot, '.releases', 'remotes.json') });
    const app = testApp(knex, { config }).callback();
    const chunk = await request(app).get(`/remotes/learning/${version}/chunk.9f9f.js`);
    expect([chunk.status, chunk.text, chunk.headers['access-control-allow-origin']]).toEqual([200, 'var released;', '*']);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await request(app).get('/remotes/learning/0.1.0-ffffffff/chunk.9f9f.js')).status).toBe(404);
    expect((await request(app).get(`/remotes/forms/${version}/chunk.9f9f.js`)).status).toBe(404);
    expect((await request(app).get('/remotes/learning/chunk.81be.js')).text).toBe('var chunk;');
    const { remotes } = parseRemotesMap((await request(app).get('/remotes.json')).body);
    expect(remotes).toEqual([expect.objectContaining({ id: 'learning', manifestUrl: `/remotes/learning/${version}/mf-manifest.json`, paths: ['/modules', '/modules/:id', '/glossary'] })]);
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

  it('starts and says the site is not built when no frontend is built at all', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'web-empty-'));
    const app = testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: empty }) }).callback();
    const page = await request(app).get('/');
    expect(page.status).toBe(503);
    expect(page.text).toMatch(/not built/);
    expect((await request(app).get('/livez')).status).toBe(200);
    rmSync(empty, { recursive: true, force: true });
  });

  it('serves the shell built after the start without a restart, its stylesheet inline and allowed by the CSP', async () => {
    const later = mkdtempSync(path.join(os.tmpdir(), 'web-later-'));
    const app = testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: later }) }).callback();
    expect((await request(app).get('/')).status).toBe(503);
    const write = (relative: string, content: string) => {
      mkdirSync(path.dirname(path.join(later, relative)), { recursive: true });
      writeFileSync(path.join(later, relative), content);
    };
    write('shell/dist/main.5e6f.css', 'body{color:#111}');
    write('shell/dist/index.html', '<!doctype html><html><head><link href="/main.5e6f.css" rel="stylesheet"></head><body></body></html>');
    // The smallest renderer a shell build offers: every page is its template.
    write(
      'shell/dist-server/renderer.js',
      "exports.createRenderer = async ({ template }) => ({ render: async () => ({ type: 'page', status: 200, html: template, headers: {}, signedIn: false }) });",
    );
    const page = await request(app).get('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<style>body{color:#111}</style>');
    expect(page.headers['content-security-policy']).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/]+=*'/);
    rmSync(later, { recursive: true, force: true });
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
    const many = mkdtempSync(path.join(os.tmpdir(), 'web-many-'));
    for (let i = 0; i < 40; i += 1) {
      const file = path.join(many, `mfe-remote_${i}`, 'dist', 'mf-manifest.json');
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(manifest([`/remote-${i}/a-long-path-name`, `/remote-${i}/another/:id`])));
    }
    const app = testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: many }) });
    const res = await request(app.callback()).get('/remotes.json').set('Accept-Encoding', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.remotes).toHaveLength(40);
    rmSync(many, { recursive: true, force: true });
  });
});

describe("a page loader's redirect", () => {
  it('answers 302 with the cookies the redirect set (a flash toast), never one that touches the session', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'web-redirect-'));
    const write = (relative: string, content: string) => {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), content);
    };
    write('shell/dist/index.html', '<!doctype html><html><head><!--app-head--></head><body><!--app-html--><!--app-state--></body></html>');
    // A stand-in for the shell's Node build: its loader for /instructor redirects home with a toast.
    write(
      'shell/dist-server/renderer.js',
      `module.exports.createRenderer = async () => ({
        render: async () => ({
          type: 'redirect', status: 302, location: '/',
          setCookies: ['reentry.flash=instructor-access-denied; Path=/; Max-Age=120; SameSite=Lax', 'reentry.sid=forged; Path=/', '__Host-reentry.sid.sig=x; Path=/'],
        }),
      });`,
    );
    const app = testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: root }) }).callback();
    const res = await request(app).get('/instructor').redirects(0);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toEqual(['reentry.flash=instructor-access-denied; Path=/; Max-Age=120; SameSite=Lax']);
    rmSync(root, { recursive: true, force: true });
  });
});
