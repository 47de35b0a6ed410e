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

const dist = path.resolve(__dirname, '..', 'dist');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(dist, file), 'utf8'));

function pagePaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...pagePaths(route.children ?? []),
  ]);
}

describe("the shell's contract file", () => {
  const contract = readJson('shell-contract.json');

  it('lists exactly the shared singletons, and their versions, that the build shares', () => {
    const shared: { name: string; version: string; singleton: boolean }[] = readJson('mf-manifest.json').shared;
    const fromBuild = Object.fromEntries(shared.map(({ name, version, singleton }) => [name, { version, singleton }]));
    expect(contract.shared).toEqual(fromBuild);
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
