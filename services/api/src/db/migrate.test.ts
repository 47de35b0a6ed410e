import { createKnex } from './knex.js';
import { migrateLatest, migrateWithLock } from './migrate.js';
import { migrations } from './migrations/index.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../test/test-db.js';

const names = migrations.map((migration) => migration.name);

describe('migrations once per release', () => {
  const schema = randomSchemaName();
  const first = createKnex({ connectionString: TEST_DATABASE_URL, schema });
  const second = createKnex({ connectionString: TEST_DATABASE_URL, schema });
  afterAll(async () => {
    await dropSchema(first, schema);
    await Promise.all([first.destroy(), second.destroy()]);
  });

  it('two migrators started at once run one after the other: each migration applied exactly once', async () => {
    const results = await Promise.all([migrateWithLock(first, TEST_DATABASE_URL, schema), migrateWithLock(second, TEST_DATABASE_URL, schema)]);
    expect(results.flat()).toEqual(names);
    expect(results.map((applied) => applied.length).sort((a, b) => a - b)).toEqual([0, names.length]);
    const rows = await first('knex_migrations').select('name').orderBy('id');
    expect(rows.map((row: { name: string }) => row.name)).toEqual(names);
  });

  it('runs again with nothing to do', async () => {
    expect(await migrateWithLock(first, TEST_DATABASE_URL, schema)).toEqual([]);
    expect(await migrateLatest(second, schema)).toEqual([]);
  });
});
