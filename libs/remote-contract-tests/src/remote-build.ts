import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '@reentry/tools/release-checks';

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** The paths a package owns: the values of its `src/route-paths.json`. */
export function ownedPaths(packageDir: string): string[] {
  return Object.values(readJson(path.join(packageDir, 'src', 'route-paths.json')) as Record<string, string>);
}

/** The remote's build as the shell and the server read it: `dist/mf-manifest.json` (run `nx build` first). */
export function readManifest(packageDir: string): RemoteManifest {
  const file = path.join(packageDir, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the remote first (npx nx run <package>:build)`);
  return readJson(file) as RemoteManifest;
}

/** Whether the file an entry of the manifest names is in the build. */
export function buildHas(packageDir: string, entry: { name: string; path: string } | undefined): boolean {
  return entry !== undefined && existsSync(path.join(packageDir, 'dist', entry.path, entry.name));
}

/** Every other remote of this repository (`mfe-*` beside this one) and the paths its sources claim. */
export function siblingRemotes(packageDir: string): { id: string; paths: string[] }[] {
  const root = path.dirname(packageDir);
  return readdirSync(root)
    .filter((name) => /^mfe-[a-z][a-z0-9_]*$/.test(name) && path.join(root, name) !== packageDir)
    .filter((name) => existsSync(path.join(root, name, 'src', 'route-paths.json')))
    .map((name) => ({ id: name.slice(4), paths: ownedPaths(path.join(root, name)) }));
}
