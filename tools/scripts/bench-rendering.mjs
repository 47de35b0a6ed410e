// Benchmark of server-rendered pages (issue 23; docs/benchmarks.md). Start the site on PostgreSQL with
// generous rate limits, then run this against it:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench PORT=4520 RATE_LIMIT_FACTOR=1000 LOG_LEVEL=warn \
//     node services/api/dist/server.js &
//   node tools/scripts/bench-rendering.mjs http://localhost:4520 [--no-lighthouse] [--no-throughput] [--seconds 10] [--pages /,/modules]
// It prints: Lighthouse (mobile profile, median of 3 runs) per public page in English and Spanish with the
// page's first-load JavaScript, then rendering: p95 at 1 connection for anonymous pages rendered every
// time (a query parameter skips the page cache, as PAGE_CACHE_SECONDS=0 would), the cached page, and
// signed-in /modules throughput.
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { kib, measureFirstLoad, PUBLIC_PATHS } from '../first-load/measure.mjs';
import { lighthouseMedian, startLighthouseChrome } from './lighthouse-median.mjs';
import { cpuMs, pidListeningOn } from './process-cpu.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3000';
const seconds = Number(option('--seconds')) || 10;
const pages = option('--pages')?.split(',') ?? PUBLIC_PATHS;
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');

async function firstLoads() {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  const sizes = {};
  try {
    for (const path of pages) {
      for (const locale of ['en', 'es']) {
        const context = await browser.newContext();
        sizes[`${path} ${locale}`] = (await measureFirstLoad(await context.newPage(), base + path, { locale })).total;
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return sizes;
}

async function lighthouseTable() {
  const sizes = await firstLoads();
  const chrome = await startLighthouseChrome(chromePath);
  console.log(`\nLighthouse 12, mobile profile (simulated slow 4G, 4x CPU), median of 3; ${new Date().toISOString()}, load average ${load()}`);
  console.log('target: performance >= 95, LCP <= 1.5 s, TBT <= 150 ms, CLS <= 0.02, JS <= 150 KiB\n');
  console.log('| page | lang | perf | LCP | TBT | CLS | JS KiB | met |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |');
  try {
    for (const path of pages) {
      for (const locale of ['en', 'es']) {
        const m = await lighthouseMedian(chrome.port, base + path, locale);
        const js = sizes[`${path} ${locale}`];
        const met = m.score >= 95 && m.lcp <= 1500 && m.tbt <= 150 && m.cls <= 0.02 && js <= 150 * 1024;
        const note = m.failed ? ` (${m.failed} run${m.failed > 1 ? 's' : ''} failed, run again)` : '';
        console.log(`| ${path} | ${locale} | ${m.score} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${kib(js)} | ${met ? 'yes' : 'NO'}${note} |`);
      }
    }
  } finally {
    await chrome.kill();
  }
  console.log(`(load average at the end: ${load()})`);
}

async function signedInCookie() {
  const username = `bench${Date.now().toString(36)}`;
  const response = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' },
    body: JSON.stringify({ username, name: 'Bench Learner', email: `${username}@example.org`, password: 'Bench-Tortilla-Rio-Verde-84' }),
  });
  if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]).join('; ');
}

/** autocannon reports p90 and p97.5, not p95: interpolate between them (a close, honest estimate). */
function percentile95({ latency: { p90, p97_5: p975 } }) {
  return Math.round((p90 + ((p975 - p90) * (95 - 90)) / (97.5 - 90)) * 10) / 10;
}

async function throughputTable() {
  const cookie = await signedInCookie();
  const cases = [
    ['/ anonymous, rendered', `${base}/?bench=uncached`, {}, 1],
    ['/modules anonymous, rendered', `${base}/modules?bench=uncached`, {}, 1],
    ['/modules/1 anonymous, rendered', `${base}/modules/1?bench=uncached`, {}, 1],
    ['/modules anonymous, rendered', `${base}/modules?bench=uncached`, {}, 10],
    ['/modules anonymous, page cache', `${base}/modules`, {}, 1],
    ['/modules anonymous, page cache', `${base}/modules`, {}, 10],
    ['/modules signed in, rendered', `${base}/modules`, { cookie }, 1],
    ['/modules signed in, rendered', `${base}/modules`, { cookie }, 10],
  ];
  console.log(`\nServer rendering, ${seconds} s a run (autocannon on the same machine); ${new Date().toISOString()}, load average ${load()}`);
  console.log('targets: anonymous rendered p95 <= 20 ms at 1 connection; signed-in /modules >= 250 requests/s\n');
  // CPU milliseconds the server spent per page: what a quiet core could serve is about 1000 / that.
  const pid = pidListeningOn(Number(new URL(base).port || 80));
  console.log('| case | connections | requests/s | p50 | p95 | p99 | server CPU per page | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, url, headers, connections] of cases) {
    await autocannon({ url, headers, connections, duration: 2 }); // warm-up
    const before = pid ? cpuMs(pid) : 0;
    const result = await autocannon({ url, headers, connections, duration: seconds });
    const cpu = pid ? `${((cpuMs(pid) - before) / Math.max(1, result.requests.total)).toFixed(2)} ms` : '-';
    console.log(
      `| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${percentile95(result)} ms | ${result.latency.p99} ms | ${cpu} | ${result.non2xx} |`,
    );
  }
  console.log(`(load average at the end: ${load()})`);
}

if (!args.includes('--no-lighthouse')) await lighthouseTable();
if (!args.includes('--no-throughput')) await throughputTable();
