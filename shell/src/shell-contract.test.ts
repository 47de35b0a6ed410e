/**
 * @jest-environment node
 */
// shell-contract.json is what remote releases are checked against (npm run release:remote): it must
// say what this build really provides.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { createApiClient, createQueryClient } from '@reentry/platform';
import { createShellRoutes } from './app/shell-routes';
import { providedLibraries } from './remotes/provided-libraries';

const dist = path.resolve(__dirname, '..', 'dist');
const installedVersion = (name: string) => JSON.parse(readFileSync(path.resolve(__dirname, '../../node_modules', name, 'package.json'), 'utf8')).version;
const readJson = (file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));

function pagePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe("the shell's contract file", () => {
  const contract = readJson('shell-contract.json');

  it('lists exactly the shared singletons the shell provides, at the versions it bundles', () => {
    expect(Object.keys(contract.shared).sort()).toEqual(Object.keys(providedLibraries).sort());
    for (const [request, { version, singleton }] of Object.entries<{ version: string; singleton: boolean }>(contract.shared)) {
      const name = request.split('/').slice(0, request.startsWith('@') ? 2 : 1).join('/');
      expect({ request, version, singleton }).toEqual({ request, version: installedVersion(name), singleton: true });
    }
  });

  it("lists the shell's own pages, so no remote can claim one", () => {
    const services = { queryClient: createQueryClient(), api: createApiClient(), getLocale: () => 'en' as const };
    expect([...contract.paths.shell].sort()).toEqual(pagePaths(createShellRoutes(services)).sort());
  });

  it('speaks RemoteModule v2 and the SDK major of its @reentry/platform', () => {
    expect(contract.remoteContractVersions).toEqual([2]);
    expect(contract.platform.supportedMajors).toContain(Number(contract.shared['@reentry/platform'].version.split('.')[0]));
    expect(contract.exposes).toEqual(['./remote']);
  });
});
