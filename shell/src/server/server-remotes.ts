import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { guardedFetchPlugin } from './guarded-fetch-plugin';
import { parseRemoteModule, type RemoteModule } from '@reentry/contracts/remotes';
import type { RemoteSnapshot, RendererOptions } from './types';

/** After a failure, a remote is not tried again for this long (its pages show the panel meanwhile). */
const RETRY_AFTER_FAILURE_MS = 5_000;

interface Loaded {
  version: string;
  module: Promise<RemoteModule>;
}

/**
 * Remotes on the server: registered with the Module Federation Node runtime from the same manifests
 * the browser uses, loaded once per version, and re-registered (force) when a remote is redeployed.
 */
export function createServerRemotes({ fetchRemoteFile, log }: Pick<RendererOptions, 'fetchRemoteFile' | 'log'>) {
  // The shell's runtime (manifests, entries) and, globally, each remote's own runtime (its chunks).
  const guard = guardedFetchPlugin(fetchRemoteFile);
  registerPlugins([guard]);
  registerGlobalPlugins([guard]);
  const registered = new Map<string, string>();
  const loaded = new Map<string, Loaded>();

  function register(remote: RemoteSnapshot) {
    const entry = `${remote.serverManifestUrl}#${remote.version}`;
    if (registered.get(remote.id) === entry) return;
    const force = registered.has(remote.id);
    registerRemotes([{ name: remote.id, entry: remote.serverManifestUrl }], { force });
    registered.set(remote.id, entry);
    loaded.delete(remote.id);
    log.info({ remote: remote.id, version: remote.version, manifestUrl: remote.serverManifestUrl }, force ? 'remote re-registered' : 'remote registered');
  }

  async function importRemote(remote: RemoteSnapshot): Promise<RemoteModule> {
    const started = Date.now();
    const exposed = await loadRemote<{ default: RemoteModule }>(`${remote.id}/remote`);
    const module = parseRemoteModule(exposed?.default, remote.id);
    log.info({ remote: remote.id, version: remote.version, ms: Date.now() - started }, 'remote loaded on the server');
    return module;
  }

  return {
    /** The page's remote module, loaded from its current version. */
    load(remote: RemoteSnapshot): Promise<RemoteModule> {
      register(remote);
      const current = loaded.get(remote.id);
      if (current?.version === remote.version) return current.module;
      const module = importRemote(remote);
      loaded.set(remote.id, { version: remote.version, module });
      module.catch((error: unknown) => {
        log.error({ remote: remote.id, version: remote.version, err: error }, 'remote could not be loaded on the server');
        setTimeout(() => loaded.get(remote.id)?.module === module && loaded.delete(remote.id), RETRY_AFTER_FAILURE_MS).unref?.();
      });
      return module;
    },
  };
}
