#!/usr/bin/env node
/**
 * Lays out each built remote (mfe-<id>/dist) for a CDN under an immutable, versioned path, and writes the
 * remotes list that points at those versions (the content of the `reentry-remotes` ConfigMap).
 *
 *   npm run build
 *   node tools/scripts/publish-static.mjs --out cdn-upload --base-url https://cdn.reentry.example.org
 *
 * A version is `<package version>-<first 8 hex of the manifest's sha256>`: a rebuilt remote that changed
 * gets a new folder, an unchanged one the same folder, and a published folder is never changed. Upload
 * `cdn-upload/` without overwriting (`gsutil -m cp -n -r`, or `aws s3 cp --recursive` into a bucket whose
 * policy refuses overwrites) with `Cache-Control: public, max-age=31536000, immutable` and
 * `Access-Control-Allow-Origin: <the site>`, then put `remotes.json` into the ConfigMap.
 * Rolling back is putting the previous remotes.json (kept as remotes-<date>.json) back.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function remoteVersion(distDir, packageVersion) {
  const manifest = readFileSync(path.join(distDir, 'mf-manifest.json'));
  return `${packageVersion}-${createHash('sha256').update(manifest).digest('hex').slice(0, 8)}`;
}

/** A CDN address: https (plain http only on this machine, for tests). */
export function cdnBaseUrl(baseUrl) {
  const base = new URL(baseUrl);
  if (base.protocol !== 'https:' && base.hostname !== '127.0.0.1' && base.hostname !== 'localhost') throw new Error('--base-url must be https');
  return base;
}

/** Where version `version` of remote `id` lives under `base` (the remotes list's value for it). */
export function cdnManifestUrl(base, id, version) {
  return new URL(`${base.pathname.replace(/\/$/, '')}/${id}/${version}/mf-manifest.json`, base).href;
}

/**
 * Copies one remote's build into its versioned folder, once: a folder that exists already holds that
 * version (its name is the manifest's hash) and is never changed. The page template and build
 * statistics stay behind; the Node build (dist/server) goes with it, the server loads it from there.
 */
export function layOutVersion(dist, target) {
  if (existsSync(target)) return false;
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(dist, target, { recursive: true, filter: (source) => !/(?:^|\/)(?:index\.html|mf-stats\.json)(?:\.br|\.gz)?$/.test(path.relative(dist, source)) });
  return true;
}

/** Writes a remotes list as the whole file at once, and keeps a dated copy beside it (to go back to). */
export function writeRemotesList(file, remotes, now = new Date()) {
  const list = `${JSON.stringify(remotes, null, 2)}\n`;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, list);
  renameSync(temporary, file);
  writeFileSync(path.join(path.dirname(file), `remotes-${now.toISOString().replace(/[:.]/g, '-')}.json`), list);
}

/** @param {{ out: string, baseUrl: string, webRoot?: string, now?: Date }} options */
export function publishStatic({ out, baseUrl, webRoot = repoRoot, now = new Date() }) {
  const base = cdnBaseUrl(baseUrl);
  const remotes = {};
  for (const name of readdirSync(webRoot).filter((entry) => /^mfe-[a-z][a-z0-9_]*$/.test(entry)).sort()) {
    const dist = path.join(webRoot, name, 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const id = name.slice(4);
    const { version: packageVersion } = JSON.parse(readFileSync(path.join(webRoot, name, 'package.json'), 'utf8'));
    const version = remoteVersion(dist, packageVersion);
    layOutVersion(dist, path.join(out, id, version));
    remotes[id] = cdnManifestUrl(base, id, version);
  }
  if (Object.keys(remotes).length === 0) throw new Error('no built remote found: run npm run build first');
  writeRemotesList(path.join(out, 'remotes.json'), remotes, now);
  return remotes;
}


if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'cdn-upload' }, 'base-url': { type: 'string' } } });
  if (!values['base-url']) {
    console.error('Usage: node tools/scripts/publish-static.mjs --out cdn-upload --base-url https://cdn.example.org');
    process.exit(2);
  }
  const remotes = publishStatic({ out: path.resolve(values.out), baseUrl: values['base-url'] });
  console.log(`Laid out ${Object.keys(remotes).length} remotes in ${values.out}/ (upload without overwriting). remotes.json:`);
  console.log(JSON.stringify(remotes, null, 2));
}
