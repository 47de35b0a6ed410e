import { createServer } from 'node:net';

const base = Number(process.env.E2E_PORT ?? 4310);

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * A free port just above E2E_PORT (E2E_PORT + 1 to + 89), so the extra sites and servers a test starts
 * stay in the range given to this run and never meet another run's on a shared machine.
 */
export async function freePort(): Promise<number> {
  const start = Math.floor(Math.random() * 89);
  for (let i = 0; i < 89; i += 1) {
    const port = base + 1 + ((start + i) % 89);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port from ${base + 1} to ${base + 89}`);
}
