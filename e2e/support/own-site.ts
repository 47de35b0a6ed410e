import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demoPassword } from './accounts';
import { addDemoAccounts, dropSchema, expectPostgres, newSchemaName, ownSitesDatabaseUrl } from './site-database';
import { startSite } from './site-process';

/** A site a spec has to itself: its own schema (so other specs keep today's content) and its own DATA_DIR. */
export interface OwnSite {
  url: string;
  /** Ends the site and drops its schema. */
  stop(): Promise<void>;
}

/**
 * Starts a spec's own site with the demo accounts, in a schema of its own on E2E_DATABASE_URL, else on the
 * API tests' PostgreSQL (site-database.ts: these specs never skip); `name` marks its schema and folder.
 */
export async function startOwnSite(name: string): Promise<OwnSite> {
  await expectPostgres(ownSitesDatabaseUrl, `The site of its own that this spec (${name}) starts`);
  const schema = newSchemaName(name);
  const site = await startSite({ DATABASE_URL: ownSitesDatabaseUrl, DB_SCHEMA: schema, DEMO_PASSWORD: demoPassword(), DATA_DIR: mkdtempSync(path.join(tmpdir(), `reentry-${name}-`)) });
  try {
    await addDemoAccounts(schema, demoPassword(), ownSitesDatabaseUrl);
  } catch (error) {
    await site.stop();
    await dropSchema(schema, ownSitesDatabaseUrl);
    throw error;
  }
  return {
    url: site.url,
    async stop() {
      await site.stop();
      await dropSchema(schema, ownSitesDatabaseUrl);
    },
  };
}
