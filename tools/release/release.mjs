// Releasing one remote, or rolling it back: check the version against the shell's contract and the
// current remotes list, then (only if every check passes) put it in its versioned folder and point
// the list at it, in one atomic write, under a lock so two teams' releases cannot lose each other.
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { layOutVersion, remoteVersion, writeRemotesList } from '../scripts/publish-static.mjs';
import { compatibilityProblems } from './compatibility.mjs';
import { VERSION } from './release-targets.mjs';

const FETCH_TIMEOUT_MS = 10_000;

async function readJson(source) {
  if (/^https?:\/\//.test(source)) {
    const response = await fetch(source, { redirect: 'error', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${source} answered ${response.status}`);
    return response.json();
  }
  return JSON.parse(readFileSync(source, 'utf8'));
}

/** The contract of the shell that runs: a file (the site's shell/dist) or a URL (the live site's /shell-contract.json). */
export async function readShellContract(source) {
  try {
    return await readJson(source);
  } catch (err) {
    throw new Error(`cannot read the shell's contract at ${source} (${err.message}): build the shell, or pass --shell <file or URL>`);
  }
}

function readList(target) {
  return existsSync(target.listFile) ? JSON.parse(readFileSync(target.listFile, 'utf8')) : target.initialList();
}

/** The paths each other remote in the list owns, read from its manifest; a remote that cannot be read is a problem. */
async function otherRemotes(list, id, target) {
  const others = [];
  const problems = [];
  for (const [otherId, url] of Object.entries(list)) {
    if (otherId === id) continue;
    try {
      const manifest = await readJson(target.manifestSource(url));
      others.push({ id: otherId, paths: manifest.metaData?.reentry?.paths ?? [] });
    } catch (err) {
      problems.push(`cannot read ${otherId}'s manifest at ${url} to compare paths (${err.message})`);
    }
  }
  return { others, problems };
}

/** The files the shell and the server will ask for must be in the build. */
function missingFiles(id, dir, manifest) {
  const entries = [manifest.metaData?.remoteEntry, manifest.metaData?.ssrRemoteEntry].filter(Boolean);
  return entries
    .map((entry) => path.join(entry.path ?? '', entry.name ?? ''))
    .filter((file) => !existsSync(path.join(dir, file)))
    .map((file) => `${id}'s build lacks ${file}`);
}

function withLock(listFile, work) {
  const lock = `${listFile}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  let handle;
  try {
    handle = openSync(lock, 'wx');
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
    throw new Error(`another release holds ${lock}; wait for it (delete the file only if no release is running)`);
  }
  writeSync(handle, `${process.pid} ${new Date().toISOString()}\n`);
  closeSync(handle);
  return Promise.resolve()
    .then(work)
    .finally(() => unlinkSync(lock));
}

/**
 * Points remote `id` at `version` (its `manifest`; its build in `dir` when it is here, to be laid out when
 * `layOut`), if it passes every check. Returns `{ ok, id, version, url, previous, unchanged, problems }`.
 */
async function switchVersion({ id, manifest, dir, version, target, shell, layOut }) {
  return withLock(target.listFile, async () => {
    const list = readList(target);
    const { others, problems: unreadable } = await otherRemotes(list, id, target);
    const files = dir ? missingFiles(id, dir, manifest) : [];
    const problems = [...files, ...unreadable, ...compatibilityProblems({ id, manifest, shell, others })];
    const url = target.manifestUrl(id, version);
    const result = { id, version, url, previous: list[id] };
    if (problems.length > 0) return { ...result, ok: false, problems };
    if (list[id] === url) return { ...result, ok: true, unchanged: true, problems };
    if (layOut) layOutVersion(dir, target.folder(id, version));
    writeRemotesList(target.listFile, { ...list, [id]: url });
    return { ...result, ok: true, problems };
  });
}

const REMOTE_ID = /^[a-z][a-z0-9_]{0,39}$/;

/** Refuses (as a usage error) an id or version that is not a plain name: they become folder names and URLs. */
export function checkNames(id, version) {
  if (!REMOTE_ID.test(id)) throw Object.assign(new Error(`"${id}" is not a remote id (lower-case letters, digits, _)`), { usage: true });
  if (version !== undefined && !VERSION.test(version)) {
    throw Object.assign(new Error(`"${version}" is not a released version (like 0.1.0-1a2b3c4d)`), { usage: true });
  }
}

/** Releases the build of remote `id` in `dist` (its mf-manifest.json, chunks and Node build). */
export function releaseRemote({ id, dist, target, shell }) {
  checkNames(id);
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`no build at ${dist} (no mf-manifest.json): build the remote first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const version = remoteVersion(dist, manifest.metaData?.buildInfo?.buildVersion ?? '0.0.0');
  return switchVersion({ id, manifest, dir: dist, version, target, shell, layOut: true });
}

/**
 * Points remote `id` back at a version released before, after the same checks against the current shell.
 * The version's folder is read where it was laid out, or (CDN layout, on another machine) from the CDN.
 */
export async function rollbackRemote({ id, version, target, shell }) {
  checkNames(id, version);
  const dir = target.folder(id, version);
  if (existsSync(path.join(dir, 'mf-manifest.json'))) {
    const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
    return switchVersion({ id, manifest, dir, version, target, shell, layOut: false });
  }
  const url = target.manifestUrl(id, version);
  if (/^https?:\/\//.test(url)) {
    const manifest = await readJson(url).catch(() => undefined);
    if (manifest) return switchVersion({ id, manifest, version, target, shell, layOut: false });
  }
  const released = target.versions(id);
  const where = /^https?:/.test(url) ? `${target.where} nor at ${url}` : target.where;
  const problem = `${id} ${version} was never released to ${where}; released versions: ${released.join(', ') || 'none'}`;
  return { ok: false, id, version, problems: [problem] };
}
