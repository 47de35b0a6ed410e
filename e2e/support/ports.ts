import { createServer } from 'node:net';

const base = Number(process.env.E2E_PORT ?? 4310);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Ports each Playwright worker may use, so two workers never pick the same one at once. */
const PORTS_PER_WORKER = 40;

/**
 * A free port just above E2E_PORT, in this worker's own slice (worker n: E2E_PORT + 1 + 40n, 40 ports), so
 * the extra sites and servers a test starts stay in the range given to this run and never meet another
 * worker's or run's. (A site that cannot bind its port would otherwise be taken for the one that did.)
 */
export function freePort(): Promise<number> {
  return freePortIn(base + 1 + Number(process.env.TEST_PARALLEL_INDEX ?? 0) * PORTS_PER_WORKER, PORTS_PER_WORKER);
}

/** A free port of `count` from `first` on, tried from a random one (the cross-engine journeys take E2E_PORT + 81 to + 99). */
export async function freePortIn(first: number, count: number): Promise<number> {
  const start = Math.floor(Math.random() * count);
  for (let i = 0; i < count; i += 1) {
    const port = first + ((start + i) % count);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port from ${first} to ${first + count - 1}`);
}
