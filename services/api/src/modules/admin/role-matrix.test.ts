import type Koa from 'koa';
import { adminLists } from '@reentry/contracts/admin-rules';
import { apiRoutes, type ApiRoute } from '../../api-route-table.js';
import { apiGet, apiPost, apiPut } from '../../test/api-client.js';
import { TEST_SECRET, userWith, type TestUser } from '../../test/admin-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { testApp, testConfig } from '../../test/test-app.js';

// The role x endpoint matrix, generated from the app's own route table: a new /api/admin route is
// checked here the moment it exists, and a new POST route fails until it has bad bodies below.

let db: TestDatabase;
let app: Koa;
let routes: ApiRoute[];
let users: Record<'learner' | 'instructor' | 'admin', TestUser>;

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET }) });
  routes = apiRoutes(app).filter((route) => route.path.startsWith('/api/admin'));
  users = {
    learner: await userWith(db.knex, 'matrix-learner'),
    instructor: await userWith(db.knex, 'matrix-teacher', { isInstructor: true }),
    admin: await userWith(db.knex, 'matrix-admin', { isAdmin: true }),
  };
});
afterAll(() => db.destroy());

/** A request to a route, with `:id` filled in. */
function call(route: ApiRoute, cookie?: string, { id = '999999', body = {} as unknown } = {}) {
  const path = route.path.replace(':id', id);
  if (route.method === 'GET') return apiGet(app, path, cookie);
  return (route.method === 'PUT' ? apiPut : apiPost)(app, path, body, { cookie });
}

/** Bodies each POST route must refuse with 400 (the key is "METHOD path"). */
const badBodies: Record<string, unknown[]> = {
  'POST /api/admin/users/:id/toggle-instructor': [{}, { isInstructor: 'true' }, { isInstructor: 1 }, { isInstructor: null }],
  'POST /api/admin/students/:id/assign-instructor': [{}, { instructorId: '3' }, { instructorId: 1.5 }, { instructorId: 0 }, { instructorId: -2 }, { instructorId: true }, { instructorId: 2 ** 40 }],
  'POST /api/admin/facility-requests/:id/workflow': [{}, { status: 'closed' }, { status: 'NEW' }, { assigneeId: 'me' }, { assigneeId: 0 }],
  'POST /api/admin/assistance-requests/:id/workflow': [{}, { status: 'archived' }, { assigneeId: 1.5 }],
  'POST /api/admin/contact-messages/:id/workflow': [{}, { status: ['new'] }, { assigneeId: {} }],
  'POST /api/admin/success-stories/:id/approval': [{}, { isApproved: 'yes' }, { isApproved: 0 }],
  // Deleting takes no body: nothing to refuse.
  'POST /api/admin/success-stories/:id/delete': [],
  // Making a reset code takes no body either (the id is in the path).
  'POST /api/admin/users/:id/reset-code': [],
  'POST /api/admin/certificates/:code/revoke': [{}, { reason: '' }, { reason: 7 }, { reason: 'x'.repeat(501) }],
  'PUT /api/admin/organisation': [{}, { publicName: 'x' }, { phone: 'call us' }, { version: 1, social: { x: 'javascript:alert(1)' } }, { officeHours: 'always' }],
  'POST /api/admin/users/:id/content-editor': [{}, { isContentEditor: 'yes' }, { isContentEditor: 1 }, { isContentEditor: null }],
  // The content studio's own bad bodies (and hostile documents) are in modules/content/content-input.test.ts.
  'PUT /api/admin/content/:key/draft': [{}, { document: 'x', baseVersion: 1 }, { document: { en: {} }, baseVersion: 1 }, { document: { en: {}, es: {} } }],
  'POST /api/admin/content/:key/publish': [{ override: {} }, { override: { reason: 'x'.repeat(501) } }, { baseVersion: 0 }],
  'POST /api/admin/content/:key/rollback': [{}, { version: 0 }, { version: '1' }],
  'POST /api/admin/content/:key/discard': [{}, { baseVersion: 0 }, { baseVersion: '1' }, { baseVersion: 1.5 }],
  'POST /api/admin/success-stories/:id/translation': [{}, { story: '' }, { story: 7 }, { story: 'x'.repeat(10_001) }, { story: 'A real story told again.\u0000' }, { story: 'A real story told again in the other language.', location: 5 }],
  'POST /api/admin/donations/statements': [{}, { email: 'not-an-email', year: 2025 }, { email: 'donor@example.org', year: '2025' }, { email: 'donor@example.org', year: 1899 }, { email: 'donor\u0000@example.org', year: 2025 }],
  'POST /api/admin/kiosk-links': [{}, { facilityName: 'x' }, { facilityName: 'x'.repeat(81) }, { facilityName: 3 }, { facilityName: 'Maple\u0000' }],
};

describe('the admin route table', () => {
  it('has every list, its CSV, and the spec\'s calls', () => {
    const table = routes.map((route) => `${route.method} ${route.path}`);
    for (const list of adminLists) expect(table).toEqual(expect.arrayContaining([`GET /api/admin/${list}`, `GET /api/admin/${list}.csv`]));
    expect(table).toEqual(
      expect.arrayContaining([
        'POST /api/admin/users/:id/toggle-instructor',
        'POST /api/admin/students/:id/assign-instructor',
        'GET /api/admin/assistance-requests/:id',
        'GET /api/admin/audit-log',
        'GET /api/admin/overview',
      ]),
    );
  });

  it('names bad bodies for every POST and PUT route', () => {
    const posts = routes.filter((route) => route.method === 'POST' || route.method === 'PUT').map((route) => `${route.method} ${route.path}`);
    expect(posts.filter((key) => !(key in badBodies))).toEqual([]);
  });
});

describe.each([
  ['a visitor', undefined, 401, 'UNAUTHENTICATED'],
  ['a learner', 'learner', 403, 'FORBIDDEN'],
  ['an instructor', 'instructor', 403, 'FORBIDDEN'],
] as const)('%s', (_who, role, status, code) => {
  it('is refused by every admin route', async () => {
    for (const route of routes) {
      const res = await call(route, role && users[role].cookie, { id: '1', body: { isInstructor: true, instructorId: null, status: 'done', isApproved: true } });
      expect([route.path, res.status]).toEqual([route.path, status]);
      expectSafeEnvelope(res, status, code);
    }
  });
});

describe('an admin', () => {
  it('passes the guard of every admin route', async () => {
    for (const route of routes) {
      const res = await call(route, users.admin.cookie);
      expect([route.method, route.path, [401, 403].includes(res.status)]).toEqual([route.method, route.path, false]);
      expect(res.headers['cache-control']).toMatch(/no-store/);
    }
  });

  it('loses access at once when the role is taken away in the database', async () => {
    const former = await userWith(db.knex, 'matrix-former', { isAdmin: true });
    await db.knex('users').where({ id: former.id }).update({ isAdmin: false });
    for (const route of routes) expectSafeEnvelope(await call(route, former.cookie), 403, 'FORBIDDEN');
  });

  it('without two-step sign-in is sent to set it up when the site requires it', async () => {
    const strict = testApp(db.knex, { config: testConfig({ SESSION_SECRET: TEST_SECRET, REQUIRE_ADMIN_2FA: 'true' }) });
    for (const route of apiRoutes(strict).filter((r) => r.path.startsWith('/api/admin'))) {
      const path = route.path.replace(':id', '1');
      const res = await (route.method === 'GET' ? apiGet(strict, path, users.admin.cookie) : (route.method === 'PUT' ? apiPut : apiPost)(strict, path, {}, { cookie: users.admin.cookie }));
      expectSafeEnvelope(res, 403, 'TWO_FACTOR_ENROLMENT_REQUIRED');
    }
  });

  it('gets 400 for a malformed id on every route that takes one', async () => {
    for (const route of routes.filter((r) => r.path.includes(':id'))) {
      for (const id of ['abc', '0', '-5', '1.5', '99999999999', '1e3', '%00']) {
        const res = await call(route, users.admin.cookie, { id, body: { isInstructor: true, instructorId: null, status: 'done', isApproved: true } });
        expect([route.path, id, res.status]).toEqual([route.path, id, 400]);
        expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      }
    }
  });

  it('gets 400 for every bad body', async () => {
    for (const [key, bodies] of Object.entries(badBodies)) {
      const route = routes.find((r) => `${r.method} ${r.path}` === key)!;
      for (const body of bodies) {
        const res = await call(route, users.admin.cookie, { id: '1', body });
        expect([key, body, res.status]).toEqual([key, body, 400]);
        expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      }
    }
  });

  it('gets 400 for bad paging, sorting and filters on every list and export', async () => {
    const bad = ['limit=101', 'limit=0', 'page=0', 'page=x', 'page=1&page=2', 'sort=password', 'from=2026-02-30', 'from=2026-03-01&to=2026-02-01', 'q=%00', `q=${'a'.repeat(101)}`, 'status=secret', 'nope=1'];
    for (const list of adminLists) {
      for (const path of [`/api/admin/${list}`, `/api/admin/${list}.csv`]) {
        for (const query of bad) {
          const res = await apiGet(app, `${path}?${query}`, users.admin.cookie);
          expect([path, query, res.status]).toEqual([path, query, 400]);
        }
      }
    }
  });
});
