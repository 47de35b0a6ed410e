// A remote owns its paths: they live in its `src/route-paths.json` (read by its routes and by
// this build), and are published in its manifest so the server can route to it without a
// shell release.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { installedPackage } from './shared.mjs';

/** The contract version every remote built here speaks (RemoteModule in libs/contracts). */
export const REMOTE_CONTRACT_VERSION = 2;

export function readRoutePaths(dir) {
  const paths = Object.values(JSON.parse(readFileSync(path.join(dir, 'src', 'route-paths.json'), 'utf8')));
  if (!paths.length || paths.some((p) => typeof p !== 'string' || !p.startsWith('/'))) {
    throw new Error(`${dir}/src/route-paths.json must map names to paths starting with "/"`);
  }
  return paths;
}

/**
 * Manifest `additionalData`: where the Node build's entry is (so the server registers the same
 * manifest URL as the browser), which paths this remote owns, and what it was built against (the
 * contract version and platform SDK; the shared versions are in the manifest's `shared` list), for
 * the release check against the shell's contract.
 */
export function remoteManifestData(dir) {
  const paths = readRoutePaths(dir);
  const platformVersion = installedPackage('@reentry/platform').version;
  return ({ stats }) => {
    stats.metaData.ssrRemoteEntry = { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' };
    stats.metaData.reentry = { contractVersion: REMOTE_CONTRACT_VERSION, paths, platformVersion };
    return stats;
  };
}
