import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import { createKnex } from '../db/knex.js';
import { migrateLatest } from '../db/migrate.js';
import type { Logger } from '../logger.js';

/** CI's PostgreSQL 15; override with DATABASE_URL. */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function randomSchemaName(): string {
  return `t_${randomBytes(6).toString('hex')}`;
}

export interface TestDatabase {
  knex: Knex;
  schema: string;
  /** Drops the schema and closes the pool. */
  destroy(): Promise<void>;
}

/** A fresh, migrated schema for one test file, so files never see each other's rows. */
export async function createTestDatabase(connectionString = TEST_DATABASE_URL, { logger }: { logger?: Logger } = {}): Promise<TestDatabase> {
  const schema = randomSchemaName();
  const knex = createKnex({ connectionString, schema, poolMax: 4, logger });
  await migrateLatest(knex, schema);
  return {
    knex,
    schema,
    async destroy() {
      await dropSchema(knex, schema);
      await knex.destroy();
    },
  };
}

export async function dropSchema(knex: Knex, schema: string): Promise<void> {
  await knex.raw('drop schema if exists ?? cascade', [schema]);
}
