import { useState, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * Whether this component came into the page by hydrating the server's HTML (a first load, or a remote's
 * page whose code came later), not by a render in the browser. Then the browser's own `autofocus` placed
 * focus as the HTML loaded, and the visitor may have moved on since (typing in the next field while the
 * code came): what the page's code focuses as it mounts, it must not focus then. React itself does not
 * focus an `autoFocus` field it hydrates; effects that call `focus()` check this.
 */
export function useHydratedMount(): boolean {
  // The server's snapshot is read only while hydrating (and on the server).
  const hydrating = useSyncExternalStore(neverChanges, () => false, () => true);
  return useState(hydrating)[0];
}
