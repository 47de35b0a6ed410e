// Where a first load's JavaScript goes: per public page (English and Spanish), per script, and per
// package, in gzip KiB. Start the built site, then:
//   node tools/scripts/first-load-report.mjs http://localhost:3000 [--pages /,/schedule] [--detail /schedule]
// Packages come from each build's dist-report/<name>.json (written by tools/rspack/bundle-report-plugin.mjs):
// a script's gzip size is shared among its packages by their share of its source.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { FIRST_LOAD_BUDGET_KIB, kib, measureFirstLoad, PUBLIC_PATHS, REMOTE_SHARE_BUDGET_KIB } from '../first-load/measure.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const base = args.find((arg) => arg.startsWith('http')) ?? 'http://localhost:3000';
const paths = option('--pages')?.split(',') ?? PUBLIC_PATHS;
const detailPaths = option('--detail')?.split(',') ?? paths;
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** file name -> { package: source bytes } for every chunk of one build. */
function chunkPackages(owner) {
  const folder = owner === 'shell' ? 'shell' : `mfe-${owner}`;
  try {
    const report = JSON.parse(readFileSync(path.join(repoRoot, folder, 'dist-report', `${owner}.json`), 'utf8'));
    const byFile = new Map();
    for (const chunk of report.chunks) {
      const packages = {};
      for (const module of chunk.modules) packages[module.package] = (packages[module.package] ?? 0) + module.size;
      for (const file of chunk.files) byFile.set(file, packages);
    }
    return byFile;
  } catch {
    return new Map();
  }
}

const chunkMaps = new Map();
function packagesOf(script) {
  if (!chunkMaps.has(script.owner)) chunkMaps.set(script.owner, chunkPackages(script.owner));
  const packages = chunkMaps.get(script.owner).get(path.basename(new URL(script.url).pathname)) ?? { '(unknown)': 1 };
  const total = Object.values(packages).reduce((sum, size) => sum + size, 0);
  return Object.entries(packages).map(([name, size]) => [name, (script.gzip * size) / total]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const results = [];
try {
  for (const pagePath of paths) {
    const row = { path: pagePath };
    for (const locale of ['en', 'es']) {
      const context = await browser.newContext();
      row[locale] = await measureFirstLoad(await context.newPage(), base + pagePath, { locale, firstUse: true });
      await context.close();
    }
    results.push(row);
  }
} finally {
  await browser.close();
}

console.log(`First-load JavaScript, gzip KiB (budget ${FIRST_LOAD_BUDGET_KIB} per page, ${REMOTE_SHARE_BUDGET_KIB} per remote share), ${new Date().toISOString().slice(0, 10)}\n`);
console.log('| page | en | es | at the first touch (en) | of which the remote (en) | budget met |');
console.log('| --- | ---: | ---: | ---: | ---: | --- |');
const remoteShares = (load) => Object.entries(load.byOwner).filter(([owner]) => owner !== 'shell');
for (const { path: pagePath, en, es } of results) {
  const met = [en, es].every(
    (load) => load.total <= FIRST_LOAD_BUDGET_KIB * 1024 && remoteShares(load.firstUse).every(([, size]) => size <= REMOTE_SHARE_BUDGET_KIB * 1024),
  );
  const share = remoteShares(en.firstUse).map(([owner, size]) => `${owner} ${kib(size)}`).join(', ') || '-';
  console.log(`| ${pagePath} | ${kib(en.total)} | ${kib(es.total)} | +${kib(en.firstUse.total)} | ${share} | ${met ? 'yes' : 'NO'} |`);
}

for (const { path: pagePath, en } of results.filter((result) => detailPaths.includes(result.path))) {
  console.log(`\n${pagePath} (en): ${kib(en.total)} KiB in ${en.scripts.length} scripts`);
  const packages = {};
  for (const script of [...en.scripts].sort((a, b) => b.gzip - a.gzip)) {
    const parts = packagesOf(script).sort((a, b) => b[1] - a[1]);
    for (const [name, size] of parts) packages[name] = (packages[name] ?? 0) + size;
    const top = parts.slice(0, 3).map(([name, size]) => `${name} ${kib(size)}`).join(', ');
    console.log(`  ${String(kib(script.gzip)).padStart(6)}  ${new URL(script.url).pathname.padEnd(52)} ${top}`);
  }
  console.log('  by package:', Object.entries(packages).sort((a, b) => b[1] - a[1]).map(([name, size]) => `${name} ${kib(size)}`).join(', '));
  if (en.firstUse.scripts.length) console.log(`  at the first touch, ${kib(en.firstUse.total)} KiB more:`);
  for (const script of [...en.firstUse.scripts].sort((a, b) => b.gzip - a.gzip)) {
    const top = packagesOf(script).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([name, size]) => `${name} ${kib(size)}`).join(', ');
    console.log(`  ${String(kib(script.gzip)).padStart(6)}  ${new URL(script.url).pathname.padEnd(52)} ${top}`);
  }
}
