import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One configured remote: its id and where its manifest is (absolute, or a path on this site). */
export interface RemoteSource {
  id: string;
  manifestUrl: string;
}

export const REMOTE_ID = /^[a-z][a-z0-9_]{0,39}$/;

/** An http(s) URL, or a path on this site (not `//host`, which would be another origin). */
export function isManifestUrl(value: string): boolean {
  if (value.startsWith('/') && !value.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export interface RemoteSourceOptions {
  webRoot: string;
  serveWeb: boolean;
  remoteUrls: Record<string, string>;
  remotesFile?: string;
}

/** `REMOTES_FILE`: `{ "<id>": "<manifest URL>", ... }`; throws naming what is wrong. */
function readRemotesFile(file: string): RemoteSource[] {
  const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected an object of id to manifest URL');
  return Object.entries(value).map(([id, manifestUrl]) => {
    if (!REMOTE_ID.test(id)) throw new Error(`"${id}" is not a remote id (lower-case letters, digits, _)`);
    if (typeof manifestUrl !== 'string' || !isManifestUrl(manifestUrl)) throw new Error(`"${id}" needs an http(s) URL or a /path`);
    return { id, manifestUrl };
  });
}

/** Remotes built into this site's web root (`mfe-<id>/dist`), served at `/remotes/<id>/`. */
export function localRemoteDirs(webRoot: string): Map<string, string> {
  const dirs = new Map<string, string>();
  if (!existsSync(webRoot)) return dirs;
  for (const name of readdirSync(webRoot)) {
    const id = /^mfe-(.+)$/.exec(name)?.[1];
    const dist = path.join(webRoot, name, 'dist');
    if (id && REMOTE_ID.test(id) && existsSync(path.join(dist, 'mf-manifest.json'))) dirs.set(id, dist);
  }
  return dirs;
}

/**
 * The list of remotes is configuration: the whole list from `REMOTES_FILE` when set (a mounted
 * config map, re-read while running); otherwise every remote built into the web root, with
 * `REMOTE_<ID>_URL` adding remotes or pointing one elsewhere. No list is compiled into the shell.
 */
export function readRemoteSources({ webRoot, serveWeb, remoteUrls, remotesFile }: RemoteSourceOptions): RemoteSource[] {
  if (remotesFile) return readRemotesFile(remotesFile);
  const urls = new Map<string, string>();
  if (serveWeb) for (const id of localRemoteDirs(webRoot).keys()) urls.set(id, `/remotes/${id}/mf-manifest.json`);
  for (const [id, url] of Object.entries(remoteUrls)) urls.set(id, url);
  return [...urls].map(([id, manifestUrl]) => ({ id, manifestUrl })).sort((a, b) => a.id.localeCompare(b.id));
}
