import { createRequire } from 'node:module';
import vm from 'node:vm';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RendererOptions } from './types';

const nodeRequire = createRequire(`${process.cwd()}/`);

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
      const module: { exports: Record<string, unknown> } = { exports: {} };
      const run = vm.runInThisContext(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
        filename: remoteInfo.entry,
      }) as (...args: unknown[]) => void;
      run(module.exports, module, nodeRequire, pathname.slice(0, pathname.lastIndexOf('/')), pathname);
      return (module.exports[remoteInfo.entryGlobalName] ?? module.exports) as never;
    },
  };
}
