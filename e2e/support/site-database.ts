import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { repoRoot } from './remotes';

/**
 * E2E_DATABASE_URL set (`.ci/run` sets it): the sites the browser tests start keep their data on this
 * PostgreSQL database, each in a fresh schema of its own (DB_SCHEMA). Unset: each site makes its own
 * embedded database in its DATA_DIR, as `npm start` does (`embedded-database.spec.ts` keeps that path
 * tested either way). PostgreSQL serves the two workers' requests side by side; the embedded database
 * answers one query at a time, and a fresh one runs initdb (several CPU seconds) first.
 */
export const sitesDatabaseUrl = process.env.E2E_DATABASE_URL || undefined;

/**
 * For the specs whose sites need a database of their own (`startOwnSite()`: content-faq, content-home,
 * content-pages) or one shared by two replicas (content-live): E2E_DATABASE_URL, else the database the
 * API's own tests use (DATABASE_URL, default `postgres://postgres@127.0.0.1:5432/test`, which `npm test`
 * needs anyway), each in a schema of its own. Never a skip: without a PostgreSQL server there, these specs
 * fail and say what they need (expectPostgres). An embedded database per spec was tried: on a busy
 * 2-core machine its first start took over a minute, beside the composed site's.
 */
export const ownSitesDatabaseUrl = sitesDatabaseUrl ?? (process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');

export function newSchemaName(purpose: string): string {
  return `e2e_${purpose}_${randomBytes(4).toString('hex')}`;
}

interface Knex {
  raw(sql: string, bindings?: unknown[]): Promise<unknown>;
  destroy(): Promise<void>;
}
interface ApiDatabaseCode {
  createKnex(options: { connectionString: string; schema?: string; poolMax?: number }): Knex;
  seedDemoAccounts(knex: Knex, fixedPassword?: string): Promise<unknown[]>;
}

/** The API's own built code (services/api/dist): the same functions the server runs. */
async function apiDatabaseCode(): Promise<ApiDatabaseCode> {
  const load = (file: string) => import(path.join(repoRoot, 'services/api/dist', file));
  const [{ createKnex }, { seedDemoAccounts }] = await Promise.all([load('db/knex.js'), load('modules/users/demo-accounts.seed.js')]);
  return { createKnex, seedDemoAccounts };
}

async function withSchema<T>(schema: string, work: (knex: Knex, code: ApiDatabaseCode) => Promise<T>, databaseUrl = sitesDatabaseUrl!): Promise<T> {
  const code = await apiDatabaseCode();
  const knex = code.createKnex({ connectionString: databaseUrl, schema, poolMax: 1 });
  try {
    return await work(knex, code);
  } finally {
    await knex.destroy();
  }
}

/**
 * The demo accounts (learner, instructor, admin) a fresh embedded database gets on its first start; the
 * server leaves them out on PostgreSQL, so a site there gets them from here, once it has migrated its schema.
 * No `password`: random ones, as a site started without DEMO_PASSWORD has.
 */
export function addDemoAccounts(schema: string, password?: string, databaseUrl?: string): Promise<void> {
  return withSchema(schema, async (knex, code) => {
    await code.seedDemoAccounts(knex, password || undefined);
  }, databaseUrl);
}

/** Fails, naming what is missing, when no PostgreSQL answers at `databaseUrl` (a spec that needs one never skips). */
export async function expectPostgres(databaseUrl: string, why: string): Promise<void> {
  try {
    await withSchema('public', (knex) => knex.raw('select 1'), databaseUrl);
  } catch (error) {
    throw new Error(`${why}: a PostgreSQL server is needed. Set E2E_DATABASE_URL (or DATABASE_URL) to one. ${databaseUrl.replace(/\/\/[^@/]*@/, '//')} answered: ${(error as Error).message}`);
  }
}

export function dropSchema(schema: string, databaseUrl?: string): Promise<void> {
  return withSchema(schema, async (knex) => {
    await knex.raw('drop schema if exists ?? cascade', [schema]);
  }, databaseUrl);
}
