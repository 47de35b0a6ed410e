import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesMap, type RemoteDescriptor, type RemotesMap } from '@reentry/contracts/remotes';

/** Client-only start (the dev server): the map comes from /remotes.json. */
export async function fetchRemotesMap(): Promise<RemotesMap> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return parseRemotesMap(await response.json());
}

/**
 * Registers every remote with the Module Federation runtime. The page's own remote is registered
 * with the manifest the server rendered it from, so the browser hydrates the same version even
 * if the remote is redeployed meanwhile (and makes one request less).
 */
export function registerBrowserRemotes(remotes: readonly RemoteDescriptor[], pageManifest?: { id: string; manifest: unknown }) {
  const entries = remotes.map((remote) => ({ name: remote.id, entry: new URL(remote.manifestUrl, window.location.href).href }));
  const pinned = pageManifest && entries.find((entry) => entry.name === pageManifest.id);
  if (pinned) {
    const body = JSON.stringify(pageManifest.manifest);
    registerPlugins([
      {
        name: 'reentry-rendered-manifest',
        fetch: (url: string) =>
          url === pinned.entry ? Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } })) : undefined,
      },
    ]);
  }
  registerRemotes(entries);
}
