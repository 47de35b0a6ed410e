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
  'react-router-dom',
  '@tanstack/react-query',
  'jotai',
  'react-intl',
  '@reentry/platform',
  '@reentry/ui',
];

function installedVersion(request) {
  const packageName = request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0];
  return JSON.parse(readFileSync(path.join(nodeModules, packageName, 'package.json'), 'utf8')).version;
}

export function sharedConfig() {
  return Object.fromEntries(
    sharedPackages.map((request) => {
      const version = installedVersion(request);
      return [request, { singleton: true, eager: false, requiredVersion: `^${version}`, version }];
    }),
  );
}
