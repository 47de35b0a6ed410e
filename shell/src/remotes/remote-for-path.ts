import { matchPath } from 'react-router';
import { remoteIds, remoteRoutes, type RemoteId } from '@reentry/contracts/remotes';

/** Which remote owns a URL path, from the route table in the contracts. */
export function remoteForPath(pathname: string): RemoteId | undefined {
  return remoteIds.find((id) => remoteRoutes[id].some((pattern) => matchPath(pattern, pathname)));
}
