// What the shell provides to remotes, written next to its build as `shell-contract.json` (served at
// /shell-contract.json): the shared singletons and their versions, the RemoteModule contract versions
// and platform SDK majors it supports, the one module it loads from a remote, and the paths that are
// already taken. `npm run release:remote` checks a remote against it before anyone sees the remote.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readRoutePaths, REMOTE_CONTRACT_VERSION } from './route-paths.mjs';
import { installedPackage, sharedConfig } from './shared.mjs';

export const SHELL_CONTRACT_FILE = 'shell-contract.json';

/** Paths the API answers itself: a page there would never be rendered. */
export const SERVER_PATHS = ['/api/*', '/remotes/*', '/remotes.json', '/shell-contract.json', '/livez', '/readyz', '/metrics'];

/**
 * The platform SDK majors this shell's copy of @reentry/platform still implements: its own major, plus
 * any it declares in its package.json (`"reentry": { "supportedMajors": [1, 2] }`) when it keeps an
 * older major's API working.
 */
export function platformSdk() {
  const { version, reentry } = installedPackage('@reentry/platform');
  const major = Number(version.split('.')[0]);
  const declared = Array.isArray(reentry?.supportedMajors) ? reentry.supportedMajors : [];
  return { version, supportedMajors: [...new Set([major, ...declared])].sort((a, b) => a - b) };
}

export function shellContract(dir) {
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const shared = Object.fromEntries(
    Object.entries(sharedConfig()).map(([name, entry]) => [name, { version: entry.version, singleton: entry.singleton }]),
  );
  return {
    shell: version,
    remoteContractVersions: [REMOTE_CONTRACT_VERSION],
    platform: platformSdk(),
    shared,
    exposes: ['./remote'],
    paths: { shell: readRoutePaths(dir), server: SERVER_PATHS },
  };
}

/** Emits shell-contract.json into the shell's browser build. */
export class ShellContractPlugin {
  constructor(dir) {
    this.dir = dir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ShellContractPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellContractPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SHELL_CONTRACT_FILE, new sources.RawSource(`${JSON.stringify(shellContract(this.dir), null, 2)}\n`));
      });
    });
  }
}
