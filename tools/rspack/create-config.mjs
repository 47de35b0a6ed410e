// Rspack + Module Federation config shared by the shell and every remote: a browser build, and
// in production a Node build for server rendering (ARCHITECTURE.md sections 2 and 3b).
import { clientConfig } from './client-config.mjs';
import { serverConfig } from './server-config.mjs';
import { serviceWorkerConfig } from './service-worker-config.mjs';
import { standaloneRuntimeConfig } from './standalone-runtime-config.mjs';

/**
 * @param {object} options
 * @param {string} options.name     federation name: 'shell' or a remote id
 * @param {string} options.dir      the app folder (import.meta.dirname)
 * @param {number} options.port     dev-server port
 * @param {boolean} [options.isHost]
 * @param {Record<string, () => unknown>} [options.devJson] dev-server JSON answers by path (the shell's /remotes.json)
 */
export function createAppConfig({ name, dir, port, isHost = false, devJson = {} }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const options = { name, dir, port, isHost, devJson, dev };
    // `npm run dev` renders in the browser only, so it needs no Node build.
    if (dev) return clientConfig(options);
    return isHost
      ? [clientConfig(options), serverConfig(options), serviceWorkerConfig(options)]
      : [clientConfig(options), serverConfig(options), standaloneRuntimeConfig(options)];
  };
}
