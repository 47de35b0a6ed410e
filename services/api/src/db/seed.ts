import type { Knex } from 'knex';
import type { Logger } from '../logger.js';
import { seedSampleStories } from '../modules/success-stories/success-stories.seed.js';
import { demoAccountsBanner, seedDemoAccounts } from '../modules/users/demo-accounts.seed.js';

/**
 * Runs at every start and is idempotent: sample content with any database; demo accounts (whose passwords
 * are printed once) only with the embedded database, never on a real server.
 */
export async function seed(
  knex: Knex,
  { embedded, logger, demoPassword }: { embedded: boolean; logger: Logger; demoPassword?: string },
): Promise<void> {
  const stories = await seedSampleStories(knex);
  if (stories > 0) logger.info({ stories }, 'sample success stories added');
  if (!embedded) return;
  const accounts = await seedDemoAccounts(knex, demoPassword);
  if (accounts.length === 0) return;
  logger.info({ usernames: accounts.map((account) => account.username) }, 'demo accounts created (passwords printed once, in the Demo accounts block)');
  process.stdout.write(demoAccountsBanner(accounts));
}
