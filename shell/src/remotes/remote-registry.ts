import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesManifest, remoteIds } from '@reentry/contracts/remotes';

/**
 * Remote locations are read at run time from /remotes.json, so a deployment can move or
 * replace a remote without rebuilding the shell. Started once, at boot, in parallel with
 * the first render; loading a remote waits for it.
 */
export const remotesRegistered: Promise<void> = fetch('/remotes.json', { cache: 'no-cache' })
  .then((response) => {
    if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
    return response.json();
  })
  .then((json) => {
    const manifest = parseRemotesManifest(json);
    registerRemotes(
      remoteIds.map((name) => ({ name, entry: new URL(manifest[name], window.location.href).href })),
    );
  });
