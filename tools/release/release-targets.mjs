// Where released remotes go: the static folder a running site serves (`npm start`, one machine), or
// the CDN layout of publish-static.mjs (uploaded to an object store; the list goes into the
// `reentry-remotes` ConfigMap). Both keep each version in its own folder and a remotes list beside them.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { cdnBaseUrl, cdnManifestUrl } from '../scripts/publish-static.mjs';

/** A released version's folder name: `<package version>-<manifest hash>` (publish-static's remoteVersion). */
export const VERSION = /^\d+\.\d+\.\d+[0-9A-Za-z.+-]*$/;
const REMOTE_DIR = /^mfe-([a-z][a-z0-9_]{0,39})$/;

/**
 * Where to read a site-relative manifest URL of the list (`/remotes/<id>/mf-manifest.json`, a remote built
 * into the image or web root): from the running site when one is named, else from the local web root.
 */
function siteManifest(url, { webRoot, site }) {
  if (site) return new URL(url, site).href;
  const id = /^\/remotes\/([a-z][a-z0-9_]{0,39})\/mf-manifest\.json$/.exec(url)?.[1];
  return id ? path.join(webRoot, `mfe-${id}`, 'dist', 'mf-manifest.json') : url;
}

/** The versions released so far under `dir` (one folder each), oldest first. */
function versionsIn(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => VERSION.test(name) && existsSync(path.join(dir, name, 'mf-manifest.json')))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
}

/**
 * The static folder: `<root>/remotes/<id>/<version>/` served by the site at `/remotes/<id>/<version>/`
 * (RELEASES_DIR), and `<root>/remotes.json` for REMOTES_FILE. Before the first release, the list is
 * what the site serves without one: every remote built into the web root.
 */
export function staticTarget({ root, webRoot, site }) {
  const folder = (id, version) => path.join(root, 'remotes', id, version);
  return {
    where: root,
    listFile: path.join(root, 'remotes.json'),
    folder,
    manifestUrl: (id, version) => `/remotes/${id}/${version}/mf-manifest.json`,
    versions: (id) => versionsIn(path.join(root, 'remotes', id)),
    /** The file or URL to read a list entry's manifest from. */
    manifestSource(url) {
      const [, id, version] = /^\/remotes\/([a-z][a-z0-9_]{0,39})\/([^/]+)\/mf-manifest\.json$/.exec(url) ?? [];
      if (id && VERSION.test(version)) return path.join(folder(id, version), 'mf-manifest.json');
      return url.startsWith('/') ? siteManifest(url, { webRoot, site }) : url;
    },
    initialList() {
      const list = {};
      for (const name of readdirSync(webRoot).sort()) {
        const id = REMOTE_DIR.exec(name)?.[1];
        if (id && existsSync(path.join(webRoot, name, 'dist', 'mf-manifest.json'))) list[id] = `/remotes/${id}/mf-manifest.json`;
      }
      return list;
    },
    nextSteps: (listFile) => [
      `A site started with RELEASES_DIR=${root} REMOTES_FILE=${listFile} serves it within REMOTES_REFRESH_SECONDS (30 s by default), with no restart.`,
    ],
  };
}

/** The CDN layout: `<out>/<id>/<version>/` to upload under `<baseUrl>`, and `<out>/remotes.json` for the ConfigMap. */
export function cdnTarget({ out, baseUrl, webRoot, site }) {
  const base = cdnBaseUrl(baseUrl);
  const prefix = `${base.href.replace(/\/$/, '')}/`;
  const listFile = path.join(out, 'remotes.json');
  return {
    where: `${out} (for ${base.href})`,
    listFile,
    folder: (id, version) => path.join(out, id, version),
    manifestUrl: (id, version) => cdnManifestUrl(base, id, version),
    versions: (id) => versionsIn(path.join(out, id)),
    /** The file or URL to read a list entry's manifest from: the laid-out copy when there is one. */
    manifestSource(url) {
      if (url.startsWith('/')) return siteManifest(url, { webRoot, site });
      const file = url.startsWith(prefix) ? path.join(out, ...url.slice(prefix.length).split('/')) : undefined;
      return file && existsSync(file) ? file : url;
    },
    initialList() {
      throw new Error(
        `no remotes list at ${listFile}: lay the remotes out with tools/scripts/publish-static.mjs first, ` +
          'or copy the remotes.json of the reentry-remotes ConfigMap there',
      );
    },
    nextSteps: (_listFile, id, version) => [
      `Upload ${path.join(out, id, version)}/ to ${prefix}${id}/${version}/ without overwriting (Cache-Control: public, max-age=31536000, immutable).`,
      `Then put ${listFile} into the reentry-remotes ConfigMap; every pod reads it within REMOTES_REFRESH_SECONDS.`,
    ],
  };
}
