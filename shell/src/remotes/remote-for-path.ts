import { matchPath } from 'react-router';
import type { RemoteDescriptor } from '@reentry/contracts/remotes';

/** Which remote owns a URL path, from the patterns each remote published with its build. */
export function remoteForPath<T extends RemoteDescriptor>(remotes: readonly T[], pathname: string): T | undefined {
  return remotes.find((remote) => remote.paths.some((pattern) => matchPath(pattern, pathname)));
}
