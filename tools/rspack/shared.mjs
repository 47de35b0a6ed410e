// The one list of Module Federation shared singletons (ARCHITECTURE.md section 2).
// Nothing eager; nothing else shared. Versions come from the installed packages so every
// app declares the same thing.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const nodeModules = path.resolve(import.meta.dirname, '../../node_modules');

export const sharedPackages = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router',
  '@tanstack/react-query',
  'jotai',
  'react-intl',
  '@reentry/platform',
  '@reentry/ui',
];

/**
 * In the browser these shared libraries are served by a subset: a module that re-exports only the
 * names the site's browser code imports, so the bundler can drop the rest (a shared module is
 * otherwise kept whole). Each subset imports the real package under an alias ('<name>-full').
 */
const fullEntries = {
  'react-router': ['react-router-full', 'react-router/dist/production/index.mjs'],
  '@tanstack/react-query': ['react-query-full', '@tanstack/react-query/build/modern/index.js'],
  'react-intl': ['react-intl-full', 'react-intl/index.js'],
  jotai: ['jotai-full', 'jotai/dist/index.js'],
};

export const browserSubsets = Object.fromEntries(
  Object.entries(fullEntries).map(([request, [alias, entry]]) => [
    request,
    { file: path.join(import.meta.dirname, 'browser-subsets', `${alias.replace(/-full$/, '')}.mjs`), alias, full: path.join(nodeModules, entry) },
  ]),
);

/** Resolve aliases: '<name>-full' to the real package, for the subsets to re-export from. */
export function browserSubsetAliases() {
  return Object.fromEntries(Object.values(browserSubsets).map(({ alias, full }) => [`${alias}$`, full]));
}

/**
 * Resolve aliases for the shell's browser build: `react-router` (and the other three) to their subsets,
 * so the shell's code and the remotes it provides them to use one and the same module.
 */
export function browserSubsetsAsPackages() {
  return Object.fromEntries(Object.entries(browserSubsets).map(([request, { file }]) => [`${request}$`, file]));
}

/** The package.json of the installed package a request (`react-dom/client`) belongs to. */
export function installedPackage(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return JSON.parse(readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8'));
}

/** @param {{ target?: 'web' | 'node' }} [options] */
export function sharedConfig({ target = 'web' } = {}) {
  return Object.fromEntries(
    sharedPackages.map((request) => {
      const { version } = installedPackage(request);
      const entry = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
      if (target === 'web' && browserSubsets[request]) entry.import = browserSubsets[request].file;
      return [request, entry];
    }),
  );
}
