import type { RouteObject } from 'react-router';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { RemoteErrorBoundary } from './remote-error-boundary';

/** A remote's routes as the shell mounts them: each top-level route gets the remote's error boundary. */
export function mountRemoteRoutes(remote: RemoteModule): RouteObject[] {
  return remote.routes.map(
    (route) =>
      ({
        ...route,
        id: `${remote.id}:${route.path ?? 'index'}`,
        ErrorBoundary: route.ErrorBoundary ?? (() => <RemoteErrorBoundary remoteId={remote.id} />),
      }) as RouteObject,
  );
}
