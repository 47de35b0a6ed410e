// GET /api/auth/me against a bare Koa + pg server doing the same session lookup (me-reference-server.mjs),
// in one run: both answer the same signed-in cookie from the same database, measured with autocannon in
// turns (API, reference, three rounds after a warm-up), and the ratios printed: requests per second, and
// CPU milliseconds per request (steadier when other work shares the machine). Target (issue 23): >= 0.7.
// Start the API on PostgreSQL first (see docs/benchmarks.md), then:
//   DATABASE_URL=<the API's> node tools/scripts/bench-me-ratio.mjs http://localhost:4520 [seconds] [--reference-port 4530]
// The reference signs cookies with SESSION_SECRET, or the API's default secret file (DATA_DIR/session-secret).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpuMs, pidListeningOn } from './process-cpu.mjs';

const args = process.argv.slice(2);
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3000';
const seconds = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10);
const referencePort = Number(args.includes('--reference-port') ? args[args.indexOf('--reference-port') + 1] : 4530);
const connections = 10;
const repoRoot = path.resolve(import.meta.dirname, '..', '..');
const secret = process.env.SESSION_SECRET ?? readFileSync(path.join(process.env.DATA_DIR ?? path.join(repoRoot, '.data'), 'session-secret'), 'utf8').trim();
if (!process.env.DATABASE_URL) throw new Error('Set DATABASE_URL to the API database');

async function signedInCookie() {
  const username = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ username, name: 'Bench User', email: `${username}@example.org`, password: 'Bench-Tortilla-Rio-Verde-84' }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

async function startReference() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'me-reference-server.mjs')], {
    env: { ...process.env, SESSION_SECRET: secret, PORT: String(referencePort) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.once('data', resolve);
    child.once('exit', (code) => reject(new Error(`the reference server exited (${code})`)));
  });
  return child;
}

/** One autocannon run, with the CPU time the server process used for it. */
async function run(url, cookie, pid, duration = seconds) {
  const before = cpuMs(pid);
  const result = await autocannon({ url, headers: { cookie }, connections, duration });
  return { result, cpuPerRequest: (cpuMs(pid) - before) / Math.max(1, result['2xx']) };
}
const line = (name, { result: r, cpuPerRequest }) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} ms | ${r.latency.p99} ms | ${cpuPerRequest.toFixed(2)} ms | ${r['2xx']} | ${r.non2xx} |`;

const cookie = await signedInCookie();
const reference = await startReference();
try {
  const api = `${base}/api/auth/me`;
  const ref = `http://127.0.0.1:${referencePort}/api/auth/me`;
  const [apiBody, refBody] = await Promise.all([api, ref].map((url) => fetch(url, { headers: { cookie } }).then((r) => r.json())));
  if (JSON.stringify(apiBody) !== JSON.stringify(refBody)) throw new Error(`different answers:\n${JSON.stringify(apiBody)}\n${JSON.stringify(refBody)}`);
  const apiPid = pidListeningOn(new URL(base).port ? Number(new URL(base).port) : 80);
  if (!apiPid) throw new Error(`no local process listens on ${base}`);
  await run(api, cookie, apiPid, 5);
  await run(ref, cookie, reference.pid, 5); // warm-up (JIT, pools), not counted
  const rounds = [];
  for (let i = 0; i < 3; i += 1) rounds.push([await run(api, cookie, apiPid), await run(ref, cookie, reference.pid)]);
  console.log(`GET /api/auth/me, ${connections} connections, ${seconds} s a run, 3 rounds in turns, ${new Date().toISOString()}, load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  console.log('| server | requests/s | p50 | p99 | CPU per request | 2xx | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  rounds.forEach(([a, r], i) => console.log(`${line(`API (round ${i + 1})`, a)}\n${line(`bare Koa + pg (round ${i + 1})`, r)}`));
  const mean = (index, pick) => rounds.reduce((sum, round) => sum + pick(round[index]), 0) / rounds.length;
  const throughput = mean(0, (x) => x.result.requests.average) / mean(1, (x) => x.result.requests.average);
  const cpu = mean(1, (x) => x.cpuPerRequest) / mean(0, (x) => x.cpuPerRequest);
  const verdict = (ratio) => `${ratio.toFixed(2)} (target >= 0.70: ${ratio >= 0.7 ? 'met' : 'NOT met'})`;
  console.log(`\nratio API / reference, requests per second: ${verdict(throughput)}`);
  console.log(`ratio API / reference, by CPU per request (reference ms / API ms): ${verdict(cpu)}`);
} finally {
  reference.kill('SIGTERM');
}
