import { addDemoAccounts } from './site-database';

/** Runs once the site is up (after the webServer): on PostgreSQL the site adds no demo accounts itself. */
export default async function globalSetup(): Promise<void> {
  await addDemoAccounts(process.env.E2E_SITE_SCHEMA!, process.env.E2E_DEMO_PASSWORD);
}
