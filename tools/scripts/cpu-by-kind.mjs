// Where a run's CPU goes, by kind of process (docs/testing.md, "How long the tests take"): samples every
// process's CPU time from /proc every second while a command runs, and sums each one's growth under a kind
// named from its command line (Chromium, PostgreSQL, the Jest workers, the site's server...). A process that
// ends between two samples loses at most its last second; one that lives less than a second is missed.
// Only the command's own processes count, and PostgreSQL's (its server is not their child). Linux only.
//   node tools/scripts/cpu-by-kind.mjs -- npm test
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { processStat } from './process-cpu.mjs';

/** Kinds, first match wins: [name, test of the command line]. */
const KINDS = [
  ['postgres', (cmd) => cmd.startsWith('postgres')],
  ['chromium', (cmd) => /chrom(e|ium)/.test(cmd)],
  ['firefox', (cmd) => /firefox/.test(cmd)],
  ['webkit', (cmd) => /WebKit|MiniBrowser/.test(cmd)],
  ['xvfb', (cmd) => /Xvfb/.test(cmd)],
  ['nginx', (cmd) => /nginx/.test(cmd)],
  ['java (vnu)', (cmd) => /java/.test(cmd)],
  // A Jest worker's command line does not say whose it is: the API's and the other packages' are one kind.
  ['jest', (cmd) => /node/.test(cmd) && /jest/.test(cmd)],
  ['site server (dist/server.js)', (cmd) => /dist\/server\.js/.test(cmd)],
  ['spawned server (tsx)', (cmd) => /tsx/.test(cmd)],
  ['playwright runner + workers', (cmd) => /playwright/.test(cmd)],
  ['engines runner', (cmd) => /engines/.test(cmd)],
  ['pglite', (cmd) => /pglite/.test(cmd)],
  ['type checks (tsgo)', (cmd) => /tsgo|native-preview/.test(cmd)],
  ['builds (rspack, tsc)', (cmd) => /rspack|tsc/.test(cmd)],
  ['nx', (cmd) => /nx/.test(cmd)],
  ['npm', (cmd) => /npm/.test(cmd)],
  ['node (other)', (cmd) => /node/.test(cmd)],
];

const kindOf = (cmd) => KINDS.find(([, test]) => test(cmd))?.[0] ?? 'other';

/** pid -> { cpuMs, cmd, ppid } for every process now. */
function sample() {
  const now = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const { cpuMs, ppid } = processStat(pid);
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      now.set(pid, { cpuMs, cmd, ppid });
    } catch {
      // ended while read
    }
  }
  return now;
}

const separator = process.argv.indexOf('--');
const command = process.argv.slice(separator + 1);
if (separator === -1 || command.length === 0) {
  console.error('usage: node tools/scripts/cpu-by-kind.mjs -- <command...>');
  process.exit(2);
}

const totals = new Map();
const child = spawn(command[0], command.slice(1), { stdio: 'inherit' });
const root = String(child.pid);
/** The command itself, its descendants, and PostgreSQL's processes. */
function counted(pid, processes) {
  if (processes.get(pid)?.cmd.startsWith('postgres')) return true;
  for (let at = pid, hops = 0; at && hops < 64; at = processes.get(at)?.ppid, hops += 1) if (at === root) return true;
  return false;
}
let last = sample();
const started = Date.now();
const timer = setInterval(() => {
  const now = sample();
  for (const [pid, { cpuMs, cmd }] of now) {
    if (!counted(pid, now)) continue;
    const before = last.get(pid)?.cpuMs ?? 0;
    const kind = kindOf(cmd);
    totals.set(kind, (totals.get(kind) ?? 0) + Math.max(0, cpuMs - before));
  }
  last = now;
}, 1000);

child.on('exit', (code) => {
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  const rows = [...totals].sort((a, b) => b[1] - a[1]);
  const sum = rows.reduce((total, [, ms]) => total + ms, 0) / 1000;
  console.log(`--- CPU seconds by kind of process (sampled each second; ${Math.round(seconds)} s wall, ${Math.round(sum)} CPU s, ${(sum / seconds).toFixed(2)} cores busy)`);
  for (const [kind, ms] of rows) console.log(`  ${String(Math.round(ms / 1000)).padStart(6)} s  ${kind}`);
  process.exit(code ?? 1);
});
