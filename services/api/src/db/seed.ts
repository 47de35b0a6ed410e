import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import type { Logger } from '../logger.js';
import { seedContent } from '../modules/content/content-seed.js';
import { seedSampleStories } from '../modules/success-stories/success-stories.seed.js';
import { demoAccountsBanner, seedDemoAccounts } from '../modules/users/demo-accounts.seed.js';

export interface SeedOptions {
  embedded: boolean;
  logger: Logger;
  demoPassword?: string;
  /** Where the demo passwords go when no person is watching the terminal. */
  dataDir: string;
  /** Default: whether stdout is a terminal. */
  interactive?: boolean;
}

export function demoAccountsFile(dataDir: string): string {
  return path.join(dataDir, 'demo-accounts.txt');
}

/**
 * Runs at every start and is idempotent: sample content with any database; demo accounts only with the
 * embedded database, never on a real server. Their passwords go to the terminal when a person is there;
 * otherwise (a service, a log collector) to an owner-only file in DATA_DIR, never into the logs.
 */
export async function seed(knex: Knex, { embedded, logger, demoPassword, dataDir, interactive = process.stdout.isTTY === true }: SeedOptions): Promise<void> {
  const stories = await seedSampleStories(knex);
  if (stories > 0) logger.info({ stories }, 'sample success stories added');
  // This release's content: new documents published; a changed text offered as a draft, never published (issue 43).
  const documents = await seedContent(knex);
  if (documents > 0) logger.info({ documents }, 'content documents seeded, or offered as drafts, from this release');
  if (!embedded) return;
  const accounts = await seedDemoAccounts(knex, demoPassword);
  if (accounts.length === 0) return;
  const usernames = accounts.map((account) => account.username);
  if (interactive) {
    logger.info({ usernames }, 'demo accounts created (passwords printed once, in the Demo accounts block)');
    process.stdout.write(demoAccountsBanner(accounts));
    return;
  }
  const file = demoAccountsFile(dataDir);
  writeFileSync(file, demoAccountsBanner(accounts), { mode: 0o600 });
  logger.info({ usernames, file }, 'demo accounts created (no terminal: their passwords are in this file, readable only by this user)');
}
