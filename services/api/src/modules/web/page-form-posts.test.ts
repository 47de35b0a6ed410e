import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { TEST_ORIGIN, testApp, testConfig } from '../../test/test-app.js';

// Issue 30: the public forms work without script. A form posted to a page from this site is handed to
// the shell's renderer (its route action sends it to the API in process); one from another site is
// refused; one from a client that is not a browser shows the page again and stores nothing.
let db: TestDatabase;
let webRoot: string;

// A stand-in for the shell's server build: `/contact` has an action that does what the forms remote's
// does (the posted fields, as text, sent to the API in process as the visitor); other pages have none.
const fakeRenderer = `
exports.createRenderer = async () => ({
  render: async (req) => {
    if (req.formBody === undefined) return { type: 'page', status: 200, headers: {}, signedIn: false, html: 'the page' };
    if (!req.url.endsWith('/contact')) return { type: 'no-action' };
    const fields = new URLSearchParams(req.formBody);
    const body = {};
    for (const name of ['name', 'email', 'subject', 'message', 'website']) body[name] = fields.get(name) ?? '';
    const res = await req.fetchApi('/api/contact', { method: 'POST', body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch', 'Accept-Language': req.locale, 'Idempotency-Key': 'k-' + fields.get('key') } });
    return { type: 'page', status: res.status === 201 ? 200 : res.status, headers: {}, signedIn: false, html: 'answer ' + res.status + ' ' + (await res.text()) };
  },
});`;

beforeAll(async () => {
  db = await createTestDatabase();
  webRoot = mkdtempSync(path.join(os.tmpdir(), 'web-root-posts-'));
  mkdirSync(path.join(webRoot, 'shell/dist'), { recursive: true });
  mkdirSync(path.join(webRoot, 'shell/dist-server'), { recursive: true });
  writeFileSync(path.join(webRoot, 'shell/dist/index.html'), '<!doctype html><!--app-html-->');
  writeFileSync(path.join(webRoot, 'shell/dist-server/renderer.js'), fakeRenderer);
});
afterAll(async () => {
  rmSync(webRoot, { recursive: true, force: true });
  await db.destroy();
});

const app = () => testApp(db.knex, { config: testConfig({ SERVE_WEB: 'true', WEB_ROOT: webRoot, PAGE_CACHE_SECONDS: '15' }) }).callback();
const good = { name: 'Ana Ruiz', email: 'ana@example.org', subject: 'volunteer', message: 'I would like to help.', website: '' };
const stored = async (email: string) => Number((await db.knex('contact_messages').where({ email }).count({ n: '*' }))[0]!.n);

function post(form: Record<string, string> | string, headers: Record<string, string> = { Origin: TEST_ORIGIN }, target = '/contact') {
  const req = request(app()).post(target).type('form');
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  return req.send(form);
}

describe('a form posted to a page without script', () => {
  it('from this site: the page action sends it, the answer page is never cached, and a double post stores once', async () => {
    const form = { ...good, email: 'twice@example.org', key: 'twice' };
    const first = await post(form);
    expect(first.status).toBe(200);
    expect(first.text).toContain('answer 201');
    expect(first.headers['cache-control']).toBe('no-store');
    // What a browser sends under the site's Referrer-Policy: no-referrer.
    expect((await post(form, { 'Sec-Fetch-Site': 'same-origin', Origin: 'null' })).text).toContain('answer 201');
    expect(await stored('twice@example.org')).toBe(1);
    // A GET of the page afterwards is the page, not the cached answer of a post.
    expect((await request(app()).get('/contact')).text).toBe('the page');
  });

  it('the Referer stands in for a missing Origin', async () => {
    expect((await post({ ...good, email: 'referer@example.org', key: 'ref' }, { Referer: `${TEST_ORIGIN}/contact` })).text).toContain('answer 201');
  });

  it.each([
    ['another Origin', { Origin: 'https://evil.example' }],
    ['an opaque Origin from another site', { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: TEST_ORIGIN }],
    ['Sec-Fetch-Site: same-site (a neighbouring subdomain)', { 'Sec-Fetch-Site': 'same-site' }],
    ['a Referer of another site', { Referer: 'https://evil.example/form' }],
  ])('from %s: refused with 403 in the visitor language, nothing stored', async (_name, headers) => {
    const res = await post({ ...good, email: 'cross@example.org' }, { ...headers, 'Accept-Language': 'es' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(res.body.error.message).toMatch(/otro sitio web/);
    expect(await stored('cross@example.org')).toBe(0);
  });

  it.each([
    ['no Origin, Referer or Sec-Fetch-Site', {}],
    ['only Origin: null', { Origin: 'null' }],
  ])('from a client that says nothing of where it comes from (%s): the page again, nothing stored', async (_name, headers) => {
    const res = await post({ ...good, email: 'nobrowser@example.org' }, headers);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact');
    expect(await stored('nobrowser@example.org')).toBe(0);
  });

  it('to a page without an action (sign-in): the page again, the password neither echoed nor stored', async () => {
    const res = await post('username=ana&password=secret', { Origin: TEST_ORIGIN }, '/login?lang=es');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/login?lang=es');
    expect(res.text).not.toContain('secret');
  });

  it.each([
    ['a NUL in a field', { ...good, name: 'Ana\u0000Ruiz' }, 'name'],
    ['10,000 characters in a short field', { ...good, name: 'a'.repeat(10_000) }, 'name'],
    ['a choice that is not one', { ...good, subject: 'x'.repeat(50) }, 'subject'],
    ['a filled anti-spam field', { ...good, website: 'http://spam.example' }, 'website'],
  ])('with %s: the field errors, translated, never a 500, nothing stored', async (_name, form, fieldName) => {
    const res = await post({ ...form, email: 'hostile@example.org', key: `h-${fieldName}` }, { Origin: TEST_ORIGIN, 'Accept-Language': 'es' });
    expect(res.status).toBe(400);
    const answer = JSON.parse(res.text.replace(/^answer 400 /, '')) as { error: { fields: Record<string, string> } };
    expect(Object.keys(answer.error.fields)).toContain(fieldName);
    expect(await stored('hostile@example.org')).toBe(0);
  });

  it('with __proto__ and repeated or unknown names: only the form fields are read', async () => {
    const res = await post(`__proto__[admin]=1&constructor=x&name=Ana+Ruiz&name=Other&email=proto%40example.org&subject=general&message=Hello+there+team&key=proto`);
    expect(res.text).toContain('answer 201');
    const row = await db.knex('contact_messages').where({ email: 'proto@example.org' }).first();
    expect(row.name).toBe('Ana Ruiz');
  });

  it('larger than 64 KB: 413, nothing stored; another body type: the page again', async () => {
    expect((await post({ ...good, email: 'big@example.org', message: 'a'.repeat(70_000) })).status).toBe(413);
    expect(await stored('big@example.org')).toBe(0);
    const json = await request(app()).post('/contact').set('Origin', TEST_ORIGIN).send({ ...good, email: 'json@example.org' });
    expect(json.status).toBe(303);
    expect(await stored('json@example.org')).toBe(0);
  });
});
