import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import type Koa from 'koa';
import { apiRoutes } from '../api-route-table.js';
import { apiGet, apiPost, sessionCookie } from '../test/api-client.js';
import { expectDocumented } from '../test/openapi-check.js';
import { testApp } from '../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../test/test-db.js';
import { openApiPath } from './document.js';
import { openApiDocument } from './openapi.routes.js';
import { routeDocs } from './routes.js';

let db: TestDatabase;
let app: Koa;
beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

/** `GET /api/auth/me` for every route the app's routers answer. */
function routesOf(app: Koa): string[] {
  return [...new Set(apiRoutes(app).map(({ method, path }) => `${method} ${openApiPath(path)}`))].sort();
}

describe('OpenAPI document', () => {
  it('describes every route of the app, and no route that does not exist', () => {
    const served = routesOf(app);
    const documented = routeDocs.map((doc) => `${doc.method.toUpperCase()} ${openApiPath(doc.path)}`).sort();
    expect(served.length).toBeGreaterThan(30);
    expect(documented).toEqual(served);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    const document = openApiDocument();
    expect(document.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
    // The validator does refuse a broken document (an answer with no description).
    const broken = structuredClone(document) as { paths: Record<string, unknown> };
    broken.paths['/api/things'] = { get: { responses: { 200: { content: {} } } } };
    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow();
  });

  it('is served at /api/openapi.json, with a readable page that loads no script', async () => {
    const json = await request(app.callback()).get('/api/openapi.json');
    expect(json.status).toBe(200);
    expect(json.body).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    const page = await request(app.callback()).get('/api/reference');
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).not.toMatch(/<script/i);
    for (const doc of routeDocs) expect(page.text).toContain(`${doc.method.toUpperCase()} ${openApiPath(doc.path)}`);
    expect(page.text).toContain('<h1>Reentry Financial Literacy API</h1>');
  });
});

describe('answers match the document', () => {
  const password = 'Correct-Horse-Battery-42';

  it('accounts: sign-up, me, sign-in, sessions, validation errors and 401s', async () => {
    const anonymous = await apiGet(app, '/api/auth/me');
    expectDocumented(anonymous, 'GET', '/api/auth/me');
    expect(anonymous.status).toBe(401);

    const bad = await apiPost(app, '/api/auth/register', { username: 'x', name: '', email: 'nope', password: '1' });
    expect(bad.status).toBe(400);
    expectDocumented(bad, 'POST', '/api/auth/register');

    const registered = await apiPost(app, '/api/auth/register', { username: 'openapi_user', name: 'Open Api', email: 'openapi@example.org', password });
    expect(registered.status).toBe(201);
    expectDocumented(registered, 'POST', '/api/auth/register');
    const cookie = sessionCookie(registered);
    expectDocumented(await apiGet(app, '/api/auth/me', cookie), 'GET', '/api/auth/me');
    expectDocumented(await apiGet(app, '/api/auth/sessions', cookie), 'GET', '/api/auth/sessions');
    expectDocumented(await apiGet(app, '/api/auth/two-factor', cookie), 'GET', '/api/auth/two-factor');
    expectDocumented(await apiGet(app, '/api/users/progress', cookie), 'GET', '/api/users/progress');

    const login = await apiPost(app, '/api/auth/login', { username: 'openapi_user', password });
    expect(login.status).toBe(200);
    expectDocumented(login, 'POST', '/api/auth/login');
    const wrong = await apiPost(app, '/api/auth/login', { username: 'openapi_user', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expectDocumented(wrong, 'POST', '/api/auth/login');
    expectDocumented(await apiPost(app, '/api/auth/logout', {}, { cookie }), 'POST', '/api/auth/logout');
  });

  it('public forms, content, admin refusals and probes', async () => {
    const contact = await apiPost(app, '/api/contact', { name: 'Ana', email: 'ana@example.org', subject: 'general', message: 'Hello there, team.' }, { headers: { 'Idempotency-Key': 'openapi-1' } });
    expect(contact.status).toBe(201);
    expectDocumented(contact, 'POST', '/api/contact');
    expectDocumented(await apiGet(app, '/api/success-stories?locale=es'), 'GET', '/api/success-stories');
    expectDocumented(await apiGet(app, '/api/site-config'), 'GET', '/api/site-config');
    const admin = await apiGet(app, '/api/admin/donations');
    expect(admin.status).toBe(401);
    expectDocumented(admin, 'GET', '/api/admin/donations');
    expectDocumented(await apiGet(app, '/api/admin/audit-log?page=0'), 'GET', '/api/admin/audit-log');
    expectDocumented(await apiGet(app, '/readyz'), 'GET', '/readyz');
    expectDocumented(await apiGet(app, '/livez'), 'GET', '/livez');
    expectDocumented(await apiGet(app, '/remotes.json'), 'GET', '/remotes.json');
    const donation = await apiPost(app, '/api/create-payment-intent', { amount: 5 });
    expectDocumented(donation, 'POST', '/api/create-payment-intent');
  });

  it('catches an answer that does not match (the check itself can fail)', async () => {
    const res = await apiGet(app, '/api/site-config');
    res.body = { ...res.body, timeZone: 42 };
    expect(() => expectDocumented(res, 'GET', '/api/site-config')).toThrow(/does not match the document/);
    expect(() => expectDocumented(res, 'GET', '/api/no-such-route')).toThrow(/not in the OpenAPI document/);
  });
});
