// Benchmark of server-rendered pages (issue 8, ARCHITECTURE.md section 8 budgets). Start the site on
// PostgreSQL with generous rate limits, then run this against it:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench PORT=3300 RATE_LIMIT_FACTOR=1000 LOG_LEVEL=warn \
//     node services/api/dist/server.js &
//   node tools/scripts/bench-rendering.mjs http://localhost:3300 [--no-lighthouse] [--seconds 10]
// It prints: Lighthouse (mobile profile, median of 3 runs) per public page, first-load JavaScript per
// page (gzip), and rendering throughput (autocannon) for an anonymous page from the cache, an anonymous
// page rendered every time, and a signed-in page, at 1 and 10 connections.
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3000';
const seconds = Number(args[args.indexOf('--seconds') + 1]) || 10;
const pages = ['/', '/login', '/modules', '/modules/1', '/resources', '/schedule', '/contact', '/assistance', '/share-your-story', '/donate'];
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kib = (bytes) => (bytes / 1024).toFixed(1);

async function lighthouseTable() {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  console.log('\nLighthouse, mobile profile (slow 4G, 4x CPU), median of 3 runs');
  console.log('budget: performance >= 95, LCP <= 2.0 s, TBT <= 200 ms, CLS <= 0.02\n');
  console.log('| page | performance | LCP | TBT | CLS | met |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  try {
    for (const path of pages) {
      const runs = [];
      for (let i = 0; i < 3; i += 1) {
        const { lhr } = await lighthouse(base + path, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        runs.push({
          score: Math.round(lhr.categories.performance.score * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          cls: lhr.audits['cumulative-layout-shift'].numericValue,
        });
      }
      const m = { score: median(runs.map((r) => r.score)), lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)), cls: median(runs.map((r) => r.cls)) };
      const met = m.score >= 95 && m.lcp <= 2000 && m.tbt <= 200 && m.cls <= 0.02;
      console.log(`| ${path} | ${m.score} | ${(m.lcp / 1000).toFixed(2)} s | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ${met ? 'yes' : 'NO'} |`);
    }
  } finally {
    await chrome.kill();
  }
}

async function firstLoadTable() {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-background-networking'] });
  console.log('\nFirst-load JavaScript per page (gzip -9 of every script the page loads; budget < 200 KiB)\n');
  console.log('| page | JavaScript | met |');
  console.log('| --- | ---: | --- |');
  try {
    for (const path of pages) {
      // A new context each time: an empty cache, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const sizes = [];
      page.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length, () => 0));
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      console.log(`| ${path} | ${kib(total)} KiB | ${total < 200 * 1024 ? 'yes' : 'NO'} |`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
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

async function throughputTable() {
  const cookie = await signedInCookie();
  const cases = [
    ['anonymous, from the page cache', `${base}/modules`, {}],
    ['anonymous, rendered every time', `${base}/modules?bench=uncached`, {}],
    ['signed in (rendered, private)', `${base}/modules`, { cookie }],
  ];
  console.log(`\nServer rendering of /modules, ${seconds} s per run (autocannon, client on the same machine)`);
  console.log('budget: cached >= 1,000 requests/s; rendered p95 <= 50 ms at 1 connection\n');
  console.log('| page | connections | requests/s | p50 | p95 | p99 | non-2xx |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const [name, url, headers] of cases) {
    for (const connections of [1, 10]) {
      const result = await autocannon({ url, headers, connections, duration: seconds });
      const p95 = result.latency.p97_5 !== undefined ? percentile95(result) : result.latency.p99;
      console.log(
        `| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${p95} ms | ${result.latency.p99} ms | ${result.non2xx} |`,
      );
    }
  }
}

/** autocannon reports p90 and p97.5, not p95: interpolate between them (a close, honest estimate). */
function percentile95(result) {
  const { p90, p97_5: p975 } = result.latency;
  return Math.round((p90 + ((p975 - p90) * (95 - 90)) / (97.5 - 90)) * 10) / 10;
}

if (!args.includes('--no-lighthouse')) await lighthouseTable();
await firstLoadTable();
await throughputTable();
