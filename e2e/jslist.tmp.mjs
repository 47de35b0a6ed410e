import { chromium } from 'playwright';
import { gzipSync } from 'node:zlib';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const path of process.argv.slice(2)) {
  const ctx = await b.newContext(); const p = await ctx.newPage();
  const rows = [];
  p.on('response', async (r) => { if (r.request().resourceType() === 'script') { try { rows.push([gzipSync(await r.body(), { level: 9 }).length, r.url().replace('http://localhost:4300', '')]); } catch {} } });
  await p.goto('http://localhost:4300' + path, { waitUntil: 'networkidle' });
  rows.sort((a, b) => b[0] - a[0]);
  console.log(path, (rows.reduce((s, r) => s + r[0], 0) / 1024).toFixed(1));
  for (const r of rows) console.log('  ', (r[0] / 1024).toFixed(1), r[1]);
  await ctx.close();
}
await b.close();
