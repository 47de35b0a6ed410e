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

/** In the browser, 'react-router' is served by a tree-shakable subset (react-router-browser.mjs). */
export const browserReactRouter = path.join(import.meta.dirname, 'react-router-browser.mjs');

/** The full react-router ES module, for the browser subset to re-export from. */
export const reactRouterFull = path.join(nodeModules, 'react-router', 'dist', 'production', 'index.mjs');

function installedVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return JSON.parse(readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8')).version;
}

/** @param {{ target?: 'web' | 'node' }} [options] */
export function sharedConfig({ target = 'web' } = {}) {
  return Object.fromEntries(
    sharedPackages.map((request) => {
      const version = installedVersion(request);
      const entry = { singleton: true, eager: false, requiredVersion: `^${version}`, version };
      if (request === 'react-router' && target === 'web') entry.import = browserReactRouter;
      return [request, entry];
    }),
  );
}
