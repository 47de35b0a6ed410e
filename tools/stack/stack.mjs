#!/usr/bin/env node
/**
 * The production shape on one machine: a fresh database on the local PostgreSQL, the migrate command run
 * once, 3 API replicas and nginx in front (http://127.0.0.1:4600). Ctrl-C stops everything and drops the
 * database. Options: --rolling-restart (under load, then print the figures and stop), --replicas N.
 *   npm run build && node tools/stack/stack.mjs [--rolling-restart]
 */
import { parseArgs } from 'node:util';
import { runLoad, summary } from './load.mjs';
import { createStack } from './stack-lib.mjs';

const { values } = parseArgs({ options: { 'rolling-restart': { type: 'boolean', default: false }, replicas: { type: 'string', default: '3' } } });
const stack = await createStack({ replicas: Number(values.replicas), log: (line) => console.log(line) });
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  const migrated = await stack.migrate();
  if (migrated.code !== 0) throw new Error(`migrate failed:\n${migrated.stderr}`);
  await stack.start();
  if (values['rolling-restart']) {
    let done = false;
    const load = runLoad({ baseUrl: stack.url, requests: 20_000, seconds: 120, stop: () => done });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await stack.rollingRestart();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    done = true;
    const result = await load;
    console.log(summary(result));
    for (const failure of result.failures.slice(0, 10)) console.log('failed:', JSON.stringify(failure));
    await stop(result.failures.length > 0 ? 1 : 0);
  } else {
    console.log(`Open ${stack.url} (replicas: ${stack.replicas.map((r) => r.url).join(', ')}; logs in ${stack.dir}). Ctrl-C to stop.`);
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await stop(1);
}
