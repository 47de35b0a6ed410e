import { parseRemoteModule, type RemoteModule } from '@reentry/contracts/remotes';
import { remoteRuntime } from './remote-registry';

const LOAD_TIMEOUT_MS = 15_000;

/** Thrown when a remote cannot be fetched or breaks its contract; the page shows a retry panel. */
export class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`Remote "${remoteId}" is unavailable`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

async function fetchRemote(id: string): Promise<RemoteModule> {
  const { loadRemote } = await remoteRuntime();
  const exposed = await loadRemote<{ default: RemoteModule }>(`${id}/remote`);
  return parseRemoteModule(exposed?.default, id);
}

const loading = new Map<string, Promise<RemoteModule>>();

/** Loads a remote in the browser once; a failure is not cached, so "try again" really tries again. */
export function loadRemoteModule(id: string): Promise<RemoteModule> {
  let promise = loading.get(id);
  if (!promise) {
    promise = withTimeout(fetchRemote(id), LOAD_TIMEOUT_MS).catch((error: unknown) => {
      loading.delete(id);
      throw new RemoteUnavailableError(id, error);
    });
    loading.set(id, promise);
  }
  return promise;
}
