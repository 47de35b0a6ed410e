// The shell's expectations of a remote as a Jest suite each remote runs on its own build (`nx test`),
// so a remote team learns of a break in its own CI, not in production. Call it from a test file that
// runs in Node (`@jest-environment node`): the shell renders every page on the server.
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { parseRemoteModule, REMOTE_CONTRACT_VERSION, type RemoteModule } from '@reentry/contracts/remotes';
import { compatibilityProblems } from '@reentry/tools/release-checks';
import { shellContract } from '@reentry/tools/shell-contract';
import { buildHas, ownedPaths, readManifest, siblingRemotes } from './remote-build.js';
import { recordingServices, resolveRoute, runLoader } from './route-probe.js';

export interface RemoteContractOptions {
  /** The remote's `./remote` module (its `src/remote.tsx` default export). */
  remote: RemoteModule;
  /** The remote's package folder (`mfe-<id>`), with its build in `dist/`. */
  packageDir: string;
}

const sorted = (values: readonly string[]) => [...values].sort();
/** Catalogues a remote may carry besides its own: the shared libraries' (never the shell's or another remote's). */
const SHARED_NAMESPACES = ['contracts', 'platform', 'ui'];

export function describeRemoteContract({ remote, packageDir }: RemoteContractOptions): void {
  const id = path.basename(packageDir).replace(/^mfe-/, '');

  describe(`the ${id} remote's contract with the shell`, () => {
    it('runs here as on the server: no browser globals', () => {
      expect(typeof window).toBe('undefined');
    });

    it('publishes the manifest the shell and the server read: its name, one ./remote, its paths, its Node build', () => {
      const manifest = readManifest(packageDir);
      expect(manifest.name).toBe(id);
      expect((manifest.exposes ?? []).map((expose) => expose.path)).toEqual(['./remote']);
      expect(manifest.metaData?.reentry?.paths).toEqual(ownedPaths(packageDir));
      expect(manifest.metaData?.reentry?.contractVersion).toBe(REMOTE_CONTRACT_VERSION);
      expect(manifest.metaData?.ssrRemoteEntry).toEqual({ name: 'remoteEntry.js', path: 'server', type: 'commonjs-module' });
      expect(buildHas(packageDir, manifest.metaData?.ssrRemoteEntry)).toBe(true);
      expect(buildHas(packageDir, manifest.metaData?.remoteEntry)).toBe(true);
    });

    it("passes the release check against this repository's shell and every other remote's paths", () => {
      const shell = shellContract(path.join(path.dirname(packageDir), 'shell'));
      expect(compatibilityProblems({ id, manifest: readManifest(packageDir), shell, others: siblingRemotes(packageDir) })).toEqual([]);
    });

    it(`implements RemoteModule v${REMOTE_CONTRACT_VERSION} as the shell checks it`, () => {
      expect(() => parseRemoteModule(remote, id)).not.toThrow();
    });

    it('gives one route per path it owns, each a page once loaded', async () => {
      const routes: RouteObject[] = remote.routes(recordingServices().services);
      expect(sorted(routes.map((route) => route.path ?? ''))).toEqual(sorted(ownedPaths(packageDir)));
      for (const route of routes) {
        const page = await resolveRoute(route);
        expect([route.path, Boolean(page.Component ?? page.element)]).toEqual([route.path, true]);
      }
    });

    it("keeps each route flat: the shell mounts one route per path and takes over only its loader, action, page and error view", async () => {
      const unsupported = ['children', 'index', 'handle', 'id'];
      const problems: string[] = [];
      for (const route of remote.routes(recordingServices().services)) {
        const page = await resolveRoute(route);
        const extra = unsupported.filter((key) => (page as Record<string, unknown>)[key] !== undefined);
        if (extra.length) problems.push(`${route.path}: ${extra.join(', ')}`);
      }
      expect(problems).toEqual([]);
    });

    it('has loaders that take the router arguments and reach data only through the services they were given', async () => {
      const { services, calls } = recordingServices();
      const direct = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('a loader called fetch itself'));
      try {
        const problems: string[] = [];
        for (const route of remote.routes(services)) {
          const { loader } = await resolveRoute(route);
          if (typeof loader !== 'function') continue;
          const problem = await runLoader(loader, route.path ?? '/');
          if (problem) problems.push(problem);
        }
        expect(problems).toEqual([]);
        expect(direct).not.toHaveBeenCalled();
        expect(calls.every((url) => url.startsWith('/api/'))).toBe(true);
      } finally {
        direct.mockRestore();
      }
    });

    it(`loads its messages for English and Spanish, each id its own ("${id}.") or a shared library's`, async () => {
      const namespaces = [id, ...SHARED_NAMESPACES].map((name) => `${name}.`);
      for (const locale of ['en', 'es'] as const) {
        const messages = await remote.loadMessages(locale);
        const foreign = Object.entries(messages).filter(([key, text]) => typeof text !== 'string' || !namespaces.some((ns) => key.startsWith(ns)));
        expect(foreign).toEqual([]);
      }
      expect(Object.keys(await remote.loadMessages('es')).length).toBeGreaterThan(0);
    });
  });
}
