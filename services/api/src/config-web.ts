import path from 'node:path';
import { z } from 'zod';
import { booleanFlag, wholeSeconds } from './config-rules.js';
import { isManifestUrl } from './modules/web/remote-sources.js';

// The web side of the configuration: where the built frontends are, which remotes the site has, and
// how often it looks at them again.

export const webEnv = {
  WEB_ROOT: z.string().optional(),
  SERVE_WEB: booleanFlag.default(true),
  REMOTES_FILE: z.string().optional(),
  REMOTES_REFRESH_SECONDS: wholeSeconds(1, 3600).default(30),
  RELEASES_DIR: z.string().optional(),
  // At most 15 s: with a replica's 15 s copy of published content, a publish shows on every page within 30 s.
  PAGE_CACHE_SECONDS: wholeSeconds(0, 15).default(5),
};

type WebEnv = { WEB_ROOT?: string; SERVE_WEB: boolean; REMOTES_FILE?: string; REMOTES_REFRESH_SECONDS: number; RELEASES_DIR?: string; PAGE_CACHE_SECONDS: number };

export interface WebSettings {
  webRoot: string;
  serveWeb: boolean;
  /** Remote id to manifest URL from REMOTE_<ID>_URL variables (added to, or replacing, the built-in list). */
  remoteUrls: Record<string, string>;
  /** A JSON file `{ "<id>": "<manifest URL>" }` that, when set, is the whole list of remotes (re-read while running). */
  remotesFile?: string;
  /** How often remote manifests (and the remotes file) are read again, to pick up redeployed remotes. */
  remotesRefreshSeconds: number;
  /** Released remote versions (`npm run release:remote`), served at `/remotes/<id>/<version>/`: `<dir>/remotes/<id>/<version>/`. */
  releasesDir: string;
  /** How long an anonymous page stays in the server's cache (0: not cached). */
  pageCacheSeconds: number;
}

/** `REMOTE_<ID>_URL`: where remote `<id>` (lower case) publishes its manifest; adds or replaces one remote. */
const REMOTE_URL_VARIABLE = /^REMOTE_([A-Z][A-Z0-9_]{0,39})_URL$/;

/** The web settings; a malformed REMOTE_<ID>_URL is added to `problems`. */
export function readWebSettings(vars: WebEnv, present: Record<string, string | undefined>, repoRoot: string, problems: string[]): WebSettings {
  const remoteUrls: Record<string, string> = {};
  for (const [name, value] of Object.entries(present)) {
    const id = REMOTE_URL_VARIABLE.exec(name)?.[1]?.toLowerCase();
    if (!id || !value) continue;
    if (isManifestUrl(value)) remoteUrls[id] = value;
    else problems.push(`${name}: expected an http(s) URL or a path starting with / (got ${JSON.stringify(value)})`);
  }
  const webRoot = path.resolve(vars.WEB_ROOT ?? repoRoot);
  return {
    webRoot,
    serveWeb: vars.SERVE_WEB,
    remoteUrls,
    remotesFile: vars.REMOTES_FILE ? path.resolve(vars.REMOTES_FILE) : undefined,
    remotesRefreshSeconds: vars.REMOTES_REFRESH_SECONDS,
    releasesDir: path.resolve(vars.RELEASES_DIR ?? path.join(webRoot, '.releases')),
    pageCacheSeconds: vars.PAGE_CACHE_SECONDS,
  };
}
