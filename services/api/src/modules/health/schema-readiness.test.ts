import request from 'supertest';
import type Koa from 'koa';
import { migrations } from '../../db/migrations/index.js';
import { requireCodeThatKnows } from '../../db/migration.js';
import { schemaStatus } from '../../db/schema-status.js';
import { testApp } from '../../test/test-app.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';

const names = migrations.map((migration) => migration.name);
const last = names.at(-1)!;
const FUTURE = '999-from-a-newer-release';

let db: TestDatabase;
let app: Koa;
const readyz = () => request(app.callback()).get('/readyz');

beforeAll(async () => {
  db = await createTestDatabase();
  app = testApp(db.knex);
});
afterAll(() => db.destroy());

describe('/readyz compares the schema with the migrations this code knows', () => {
  it('is ready on the schema this release expects', async () => {
    expect(await schemaStatus(db.knex)).toEqual({ state: 'current' });
    const res = await readyz();
    expect([res.status, res.body]).toEqual([200, { status: 'ok', schema: 'current' }]);
  });

  it('is not ready, naming what is missing, when the schema is older (the migrate command has not run)', async () => {
    await db.knex('knex_migrations').where({ name: last }).del();
    try {
      const res = await readyz();
      expect([res.status, res.body]).toEqual([503, { status: 'schema-behind', missing: [last] }]);
    } finally {
      await db.knex('knex_migrations').insert({ name: last, batch: 1, migrationTime: new Date() });
    }
  });

  it('is not ready on an empty database (no migration table yet)', async () => {
    await db.knex.raw('alter table knex_migrations rename to knex_migrations_hidden');
    try {
      const empty = await readyz();
      expect(empty.status).toBe(503);
      expect(empty.body).toEqual({ status: 'schema-behind', missing: names });
    } finally {
      await db.knex.raw('alter table knex_migrations_hidden rename to knex_migrations');
    }
  });

  it('keeps serving on a newer schema whose changes it can live with, and says so', async () => {
    await db.knex('knex_migrations').insert({ name: FUTURE, batch: 2, migrationTime: new Date() });
    const res = await readyz();
    expect([res.status, res.body]).toEqual([200, { status: 'ok', schema: 'ahead', unknown: [FUTURE] }]);
  });

  it('is not ready on a newer schema that a migration marked as breaking older code', async () => {
    await requireCodeThatKnows(db.knex, FUTURE);
    const res = await readyz();
    expect([res.status, res.body]).toEqual([503, { status: 'schema-ahead', unknown: [FUTURE] }]);
    await requireCodeThatKnows(db.knex, last);
    await db.knex('knex_migrations').where({ name: FUTURE }).del();
    expect((await readyz()).status).toBe(200);
  });
});
