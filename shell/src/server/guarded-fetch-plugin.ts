import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RendererOptions } from './types';

const nodeRequire = createRequire(`${process.cwd()}/`);

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: { options?: { name?: string } }[] };
}

/**
 * A remote's entry reuses the runtime instance an earlier version of it registered under the same
 * name, and that instance's Node chunk loading was set up for the old code. Dropping it makes the
 * redeployed entry start a fresh one (old renders keep the old modules they already hold).
 */
function forgetEarlierInstances(name: string): void {
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__;
  if (!instances) return;
  for (let i = instances.length - 1; i >= 0; i -= 1) if (instances[i]?.options?.name === name) instances.splice(i, 1);
}

/**
 * The server runs remote code, so every file the Node runtime loads goes through the API's guard
 * (configured origins only, 2xx answers of the expected type): chunks and manifests through the
 * `fetch` hook, and the remote's entry here, because the runtime would fetch it unchecked.
 */
export function guardedFetchPlugin(fetchRemoteFile: RendererOptions['fetchRemoteFile']): ModuleFederationRuntimePlugin {
  return {
    name: 'reentry-guarded-fetch',
    fetch: (url: string) => fetchRemoteFile(url),
    async loadEntry({ remoteInfo }) {
      const response = await fetchRemoteFile(remoteInfo.entry);
      const code = await response.text();
      const { pathname } = new URL(remoteInfo.entry);
      forgetEarlierInstances(remoteInfo.name);
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const run = vm.runInThisContext(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: remoteInfo.entry,
      }) as (...args: unknown[]) => void;
      run(module.exports, module, nodeRequire, pathname.slice(0, pathname.lastIndexOf('/')), pathname);
      return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as never;
    },
  };
}
