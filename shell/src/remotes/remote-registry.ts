import { parseRemotesMap, type RemoteDescriptor, type RemotesMap } from '@reentry/contracts/remotes';
import { federation, type Runtime } from './federation';

/** Client-only start (the dev server): the map comes from /remotes.json. */
export async function fetchRemotesMap(): Promise<RemotesMap> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesMap(await response.json());
}

interface Registration {
  remotes: readonly RemoteDescriptor[];
  pageManifest?: { id: string; manifest: unknown };
}

let registration: Registration = { remotes: [] };
let registered: Promise<Runtime> | undefined;

/**
 * The remotes this page may load. They are handed to Module Federation's runtime when the first one
 * is needed (remoteRuntime), so a page that never shows a remote never downloads the runtime. The
 * page's own remote is registered with the manifest the server rendered it from, so the browser
 * hydrates the same version even if the remote is redeployed meanwhile (and makes one request less).
 */
export function registerBrowserRemotes(remotes: readonly RemoteDescriptor[], pageManifest?: { id: string; manifest: unknown }) {
  registration = { remotes, pageManifest };
}

function register(runtime: Runtime, { remotes, pageManifest }: Registration): Runtime {
  const entries = remotes.map((remote) => ({ name: remote.id, entry: new URL(remote.manifestUrl, window.location.href).href }));
  const pinned = pageManifest && entries.find((entry) => entry.name === pageManifest.id);
  if (pinned) {
    const body = JSON.stringify(pageManifest.manifest);
    runtime.registerPlugins([
      {
        name: 'reentry-rendered-manifest',
        fetch: (url: string) =>
          url === pinned.entry ? Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } })) : undefined,
      },
    ]);
  }
  runtime.registerRemotes(entries);
  return runtime;
}

/** Module Federation's runtime with this page's remotes registered (downloaded and set up once). */
export function remoteRuntime(): Promise<Runtime> {
  registered ??= federation()
    .then((runtime) => register(runtime, registration))
    .catch((error: unknown) => {
      registered = undefined;
      throw error;
    });
  return registered;
}
