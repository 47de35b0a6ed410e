import request from 'supertest';
import type Koa from 'koa';
import { apiRoutes } from '../api-route-table.js';
import { apiGet } from '../test/api-client.js';
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

// Every operation's real answers against the served document: contract.test.ts.
describe('the answer check', () => {
  it('catches an answer that does not match (the check itself can fail)', async () => {
    const res = await apiGet(app, '/api/site-config');
    res.body = { ...res.body, timeZone: 42 };
    expect(() => expectDocumented(res, 'GET', '/api/site-config')).toThrow(/does not match the document/);
    expect(() => expectDocumented(res, 'GET', '/api/no-such-route')).toThrow(/not in the OpenAPI document/);
  });
});
