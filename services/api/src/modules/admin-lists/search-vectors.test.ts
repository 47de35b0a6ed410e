import { createTestDatabase, type TestDatabase } from '../../test/test-db.js';
import { prefixQuery, SEARCH_VECTORS } from './search-vectors.js';

describe('prefixQuery', () => {
  it('makes each word a quoted prefix, dropping what to_tsquery would read as operators', () => {
    expect(prefixQuery('mar lop')).toBe("'mar':* & 'lop':*");
    expect(prefixQuery("o'brien")).toBe("'obrien':*");
    expect(prefixQuery('a & b | !c')).toBe("'a':* & 'b':* & '!c':*");
    expect(prefixQuery('María ñandú')).toBe("'María':* & 'ñandú':*");
    expect(prefixQuery('ana@example.org')).toBe("'ana@example.org':*");
    expect(prefixQuery(' & | ! : ')).toBeNull();
  });
});

describe('search indexes', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.destroy());

  it.each(Object.keys(SEARCH_VECTORS))('%s: the list\'s search expression is the one its GIN index was built on', async (table) => {
    const plan = await db.knex.transaction(async (trx) => {
      await trx.raw('set local enable_seqscan = off');
      const { rows } = (await trx.raw(`explain select id from ${table} where ${SEARCH_VECTORS[table]} @@ to_tsquery('simple', ?)`, ["'ana':*"])) as { rows: { 'QUERY PLAN': string }[] };
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(`${table}_admin_search_idx`);
  });

  it('finds nothing but does not fail on any text a visitor may type', async () => {
    for (const q of ["'", '\\', ':*', '(((', "' | '", '🙂', 'x'.repeat(100)]) {
      const words = prefixQuery(q);
      if (words) await db.knex.raw(`select count(*) from users where ${SEARCH_VECTORS.users} @@ to_tsquery('simple', ?)`, [words]);
    }
  });
});
