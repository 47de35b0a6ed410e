import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { Knex } from 'knex';
import { createKnex } from '../../db/knex.js';
import { testApp, testConfig } from '../../test/test-app.js';
import { TEST_DATABASE_URL } from '../../test/test-db.js';

let webRoot: string;
let knex: Knex;

function writeFile(relative: string, content: string): void {
  const file = path.join(webRoot, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

// A stand-in for the shell's server build: it shows what the page handler asked it for.
const fakeRenderer = `
let renders = 0;
exports.createRenderer = async () => ({
  render: async (req) => ({ type: 'page', status: 200, headers: {}, signedIn: false,
    html: '<html lang="' + req.locale + '">saveData=' + req.saveData + ' render=' + (++renders) + '</html>' }),
  webManifest: async (locale) => ({ name: 'site in ' + locale, lang: locale }),
});`;

beforeAll(() => {
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-pwa-'));
  writeFile('shell/dist/index.html', '<!doctype html><!--app-html-->');
  writeFile('shell/dist-server/renderer.js', fakeRenderer);
  writeFile('shell/dist/sw.js', 'self.addEventListener("fetch", () => {});');
  writeFile('shell/dist/icons/icon-192.png', 'png');
  knex = createKnex({ connectionString: TEST_DATABASE_URL });
});
afterAll(async () => {
  rmSync(webRoot, { recursive: true, force: true });
  await knex.destroy();
});

const webApp = () => testApp(knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: webRoot, PAGE_CACHE_SECONDS: '15' }) }).callback();

describe('pages for the service worker and slow networks', () => {
  it('name their language (the worker keeps pages per language)', async () => {
    const app = webApp();
    expect((await request(app).get('/modules').set('Cookie', 'locale=es')).headers['content-language']).toBe('es');
    expect((await request(app).get('/modules?lang=en').set('Cookie', 'locale=es')).headers['content-language']).toBe('en');
  });

  it('Save-Data: on is rendered apart (its own page-cache entry), and caches are told the page varies on it', async () => {
    const app = webApp();
    const light = await request(app).get('/resources').set('Save-Data', 'on');
    const full = await request(app).get('/resources');
    expect(light.text).toContain('saveData=true');
    expect(full.text).toContain('saveData=false');
    expect(light.headers.vary).toMatch(/\bSave-Data\b/);
    // From the short page cache the second time, still the right kind.
    expect((await request(app).get('/resources').set('Save-Data', 'on')).text).toBe(light.text);
    expect((await request(app).get('/resources').set('Save-Data', 'off')).text).toBe(full.text);
  });

  it('serve the worker script for the whole site, always revalidated, and allow it and the manifest in the CSP', async () => {
    const res = await request(webApp()).get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
    const csp = (await request(webApp()).get('/modules')).headers['content-security-policy'];
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect((await request(webApp()).get('/icons/icon-192.png')).headers['cache-control']).toBe('no-cache');
  });
});

describe('GET /manifest.webmanifest', () => {
  it("is the shell's manifest in the language the page's link names, else the visitor's", async () => {
    const app = webApp();
    const spanish = await request(app).get('/manifest.webmanifest?lang=es');
    expect(spanish.status).toBe(200);
    expect(spanish.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(spanish.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(spanish.text)).toEqual({ name: 'site in es', lang: 'es' });
    expect(JSON.parse((await request(app).get('/manifest.webmanifest').set('Accept-Language', 'es-MX')).text).lang).toBe('es');
    expect(JSON.parse((await request(app).get('/manifest.webmanifest?lang=xx')).text).lang).toBe('en');
  });
});
