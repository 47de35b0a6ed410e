import { data, type RouteObject } from 'react-router';
import type { RemoteDescriptor, RemoteModule, RouteServices } from '@reentry/contracts/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/** A remote's routes as the shell mounts them: each top-level route gets the remote's error boundary. */
export function mountRemoteRoutes(remote: RemoteModule, services: RouteServices): RouteObject[] {
  return remote.routes(services).map(
    (route) =>
      ({
        ...route,
        id: `${remote.id}:${route.path ?? 'index'}`,
        ErrorBoundary: route.ErrorBoundary ?? (() => <RemoteErrorBoundary remoteId={remote.id} />),
      }) as RouteObject,
  );
}

/**
 * Stand-in routes for a remote that could not be loaded on the server: its paths answer 503 with
 * the "not available, try again" panel inside the intact shell, never a 500 or a blank page.
 */
export function unavailableRemoteRoutes(remote: Pick<RemoteDescriptor, 'id' | 'paths'>): RouteObject[] {
  return remote.paths.map((path) => ({
    id: `${remote.id}:${path}`,
    path,
    loader: () => data(null, { status: 503, headers: { 'Retry-After': '30' } }),
    element: <RemoteUnavailable remoteId={remote.id} />,
  }));
}
