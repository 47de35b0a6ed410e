// Test support: a remote's build as tools/rspack writes it (mf-manifest.json, the browser and Node
// entries), with whatever a test needs to change about it, and the shell contract of this repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sharedConfig } from '../rspack/shared.mjs';
import { shellContract } from '../rspack/shell-contract.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

/** This repository's shell contract, as its build writes it (computed from the sources). */
export const repoShellContract = () => shellContract(path.join(repoRoot, 'shell'));

/** The mf-manifest.json of remote `id`, built against the shell's shared list unless `shared` says otherwise. */
export function fakeManifest({ id, paths, platformVersion = '0.1.0', contractVersion = 2, exposes = ['./remote'], shared, build = 'a' }) {
  const sharedList =
    shared ??
    ['react', 'react-dom', 'react-router', '@reentry/platform'].map((name) => {
      const { version, requiredVersion, singleton } = sharedConfig()[name];
      return { name, version, requiredVersion, singleton };
    });
  return {
    id,
    name: id,
    metaData: {
      name: id,
      buildInfo: { buildVersion: '0.1.0', buildName: `@reentry/mfe-${id}` },
      remoteEntry: { name: `remoteEntry.${build}.js`, path: '', type: 'global' },
      ssrRemoteEntry: { name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' },
      reentry: { contractVersion, paths, platformVersion },
    },
    shared: sharedList.map((entry) => ({ id: `${id}:${entry.name}`, ...entry })),
    remotes: [],
    exposes: exposes.map((exposePath) => ({ id: `${id}:${exposePath.slice(2)}`, name: exposePath.slice(2), path: exposePath })),
  };
}

/** Writes a build folder for `fakeManifest(options)`; `build` changes its content (and so its version). */
export function writeFakeBuild(dir, options) {
  const manifest = fakeManifest(options);
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  writeFileSync(path.join(dir, manifest.metaData.remoteEntry.name), `var ${options.id};`);
  writeFileSync(path.join(dir, 'server', 'remoteEntry.js'), 'module.exports = {};');
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html>');
  return dir;
}
