import type { Knex } from 'knex';
import type { ClientBase, QueryResultRow } from 'pg';

/** SQL sent by name: PostgreSQL parses and plans it once per connection, then only binds values. */
export interface PreparedStatement {
  name: string;
  text: string;
}

/** Names are per connection and must each have one text; the `hot_` prefix keeps them apart from anything else. */
export function prepared(name: string, text: string): PreparedStatement {
  return { name: `hot_${name}`, text };
}

type KnexConnection = ClientBase & { __knexUid?: string; __knexTxId?: string };

/**
 * Runs a statement on a connection of the knex pool (or of the transaction `knex` is), with no query
 * builder or ORM in between: for the few queries every request makes (the session and its user). Columns
 * come back as the SQL names them (alias them in camelCase). Knex's `query` event still fires, so anything
 * counting or tracing queries sees these too; errors carry no SQL or values.
 */
export async function queryPrepared<Row extends QueryResultRow>(knex: Knex, statement: PreparedStatement, values: unknown[]): Promise<Row[]> {
  const { client } = knex;
  const connection = (await client.acquireConnection()) as KnexConnection;
  try {
    client.emit('query', { __knexUid: connection.__knexUid, __knexTxId: connection.__knexTxId, method: 'raw', sql: statement.text, bindings: values });
    return (await connection.query<Row>({ name: statement.name, text: statement.text, values })).rows;
  } finally {
    // Back to the pool at once (knex's release is synchronous; its promise only says so).
    void client.releaseConnection(connection);
  }
}
