// Benchmark: JavaScript a visitor downloads (gzip) on the first load of a public page, and what
// each remote's first visit adds. Budgets (ARCHITECTURE.md section 8): 200 KiB first load,
// 40 KiB per remote. Usage: start the site (`npm start`), then
//   node tools/scripts/bench-first-load.mjs [http://localhost:3000]
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://localhost:3000';
const remotes = [['learning', '/modules'], ['forms', '/schedule'], ['donate', '/donate'], ['admin', '/admin'], ['instructor', '/instructor']];
const kib = (bytes) => (bytes / 1024).toFixed(1);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking'],
});

async function measure(path, then) {
  const page = await browser.newPage();
  const sizes = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    sizes.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length });
  });
  await page.goto(base + path, { waitUntil: 'networkidle' });
  const firstLoad = sizes.reduce((sum, s) => sum + s.gzip, 0);
  let added = 0;
  if (then) {
    const before = sizes.length;
    await page.getByRole('link', { name: then.link }).first().click();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    added = sizes.slice(before).reduce((sum, s) => sum + s.gzip, 0);
  }
  await page.close();
  return { firstLoad, added };
}

const home = await measure('/');
console.log(`first load of / : ${kib(home.firstLoad)} KiB gzip JS (budget 200)`);
for (const [id, path] of remotes) {
  const direct = await measure(path);
  console.log(`first load of ${path.padEnd(11)}: ${kib(direct.firstLoad)} KiB gzip JS; ${id} adds ${kib(direct.firstLoad - home.firstLoad)} KiB over / (budget 40)`);
}
await browser.close();
