import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePortIn } from '../support/ports';
import { repoRoot } from '../support/remotes';
import { startSite } from '../support/site-process';
import { startTestOrigin } from './test-origin';

/** A token the how-to-buy guide shows, with its Copy Address button (learning-how-to-buy.spec.ts has the same). */
export const tokenAddress = '0x5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e5a1e';

/**
 * One site for every engine's journeys, built as `npm start` serves it, on a fresh database (a schema of
 * E2E_DATABASE_URL, else an embedded one), behind the test origin (test-origin.ts), which is its PUBLIC_URL.
 * Ports: E2E_PORT + 81 to + 99, which the Playwright suite's two workers never take.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(repoRoot, 'services/api/dist/server.js'))) throw new Error('The site is not built: run `npm run build` first.');
  const first = Number(process.env.E2E_PORT ?? 4310) + 81;
  const originPort = await freePortIn(first, 19);
  let sitePort = originPort;
  while (sitePort === originPort) sitePort = await freePortIn(first, 19);
  const origin = `http://localhost:${originPort}`;
  const site = await startSite(
    {
      PUBLIC_URL: origin,
      DEMO_PASSWORD: process.env.E2E_DEMO_PASSWORD!,
      // Every journey signs in from the same address; the limits themselves are tested in the API's suite.
      RATE_LIMIT_FACTOR: '100',
      TOKEN_NETWORK: 'Base',
      TOKEN_CONTRACT_ADDRESS: tokenAddress,
      TOKEN_BUY_URL: `https://app.uniswap.org/swap?outputCurrency=${tokenAddress}`,
    },
    { port: sitePort },
  );
  const testOrigin = await startTestOrigin({ port: originPort, siteUrl: site.url });
  // The workers read these (support/forms.ts and support/outbox.ts too).
  process.env.ENGINES_ORIGIN = testOrigin.url;
  process.env.E2E_BASE_URL = testOrigin.url;
  process.env.E2E_DATA_DIR = site.dataDir;
  return async () => {
    await testOrigin.stop();
    await site.stop();
  };
}
