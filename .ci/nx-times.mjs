// Summarises an Nx task profile (NX_PROFILE=<file>, a Chrome trace of the run's tasks) for CI's log:
// per target, how many tasks ran or came from the cache, their summed seconds and the span they covered,
// then the slowest tasks. Usage: node .ci/nx-times.mjs <profile.json>... (several runs' profiles: one summary)
import { existsSync, readFileSync } from 'node:fs';

const events = process.argv.slice(2).filter((file) => existsSync(file)).flatMap((file) => JSON.parse(readFileSync(file, 'utf8')).filter((event) => event.ph === 'X'));
if (events.length === 0) process.exit(0);
const seconds = (micro) => (micro / 1e6).toFixed(1).padStart(6);
const cached = (event) => String(event.args?.status ?? '').includes('cache');

const byTarget = new Map();
for (const event of events) {
  const target = event.args?.target?.target ?? event.cat;
  const row = byTarget.get(target) ?? { ran: 0, cached: 0, sum: 0, start: Infinity, end: 0 };
  row[cached(event) ? 'cached' : 'ran'] += 1;
  row.sum += event.dur;
  row.start = Math.min(row.start, event.ts);
  row.end = Math.max(row.end, event.ts + event.dur);
  byTarget.set(target, row);
}
const runStart = Math.min(...events.map((event) => event.ts));
console.log('nx tasks by target: ran / from cache, summed task seconds, span (s from the first task start)');
for (const [target, row] of byTarget) {
  console.log(`  ${target.padEnd(10)} ${String(row.ran).padStart(3)} / ${String(row.cached).padEnd(3)} sum ${seconds(row.sum)} s   span ${seconds(row.start - runStart)} to ${seconds(row.end - runStart)} s`);
}
console.log('slowest tasks (s):');
for (const event of [...events].sort((a, b) => b.dur - a.dur).slice(0, 12)) {
  console.log(`  ${seconds(event.dur)}  ${event.name}${cached(event) ? ' (cache)' : ''}`);
}
