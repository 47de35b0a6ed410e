import { Suspense, use, useEffect, type ComponentType, type ReactNode } from 'react';
import { data, Outlet, type ActionFunctionArgs, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { RemoteDescriptor } from '@reentry/contracts/remotes';
import type { RemoteRouteSource, ResolvedRoute } from './remote-route-source';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteUnavailable } from './remote-unavailable';

/** The id of a remote's route for one of its paths, the same on the server and in the browser. */
export function remoteRouteId(remoteId: string, path: string): string {
  return `${remoteId}:${path}`;
}

function renderResolved(route: ResolvedRoute): ReactNode {
  if (route.element !== undefined) return route.element;
  const Component = route.Component as ComponentType | null | undefined;
  return Component ? <Component /> : <Outlet />;
}

/**
 * A remote's page. Its code comes from the remote, found by id and path; until it is there, this
 * suspends. On a first load in the browser that keeps the server's HTML as it is (React leaves a
 * server-rendered Suspense boundary alone until its code arrives): the page reads and its links work
 * while only the shell's code has run, and the remote's code loads at the visitor's first touch,
 * click, key or focus (dormant-page.ts) or when React needs it (an update reaching the page).
 */
function RemotePage({ source, remoteId, path }: { source: RemoteRouteSource; remoteId: string; path: string }) {
  const route = use(source.whenNeeded(remoteId, path));
  // After the page's own effects: the page runs (what waited for its hydration goes on: viewer-change.ts).
  useEffect(() => source.shown(remoteId), [source, remoteId]);
  return renderResolved(route);
}

/** The route's error view: the remote's own, or the "not available, try again" panel. */
function RemoteRouteError({ source, remoteId, path }: { source: RemoteRouteSource; remoteId: string; path: string }) {
  const Boundary = source.resolved(remoteId, path)?.ErrorBoundary as ComponentType | null | undefined;
  return Boundary ? <Boundary /> : <RemoteErrorBoundary remoteId={remoteId} />;
}

/**
 * A remote's routes as the shell mounts them, one per path the remote published with its build: the
 * shell knows them from the remotes map, so it needs none of the remote's code to route, hydrate or
 * show a 404. Each route hands its loader, action, page and error view over to the remote's own route for that
 * path once the remote is loaded (the loader loads it when needed), so server and browser build the
 * same route tree (same ids, same Suspense boundary) whether or not the remote's code is here yet.
 */
export function remoteRoutes(remote: Pick<RemoteDescriptor, 'id' | 'paths'>, source: RemoteRouteSource): RouteObject[] {
  return remote.paths.map((path) => ({
    id: remoteRouteId(remote.id, path),
    path,
    loader: async (args: LoaderFunctionArgs) => {
      const route = await source.resolve(remote.id, path);
      return typeof route.loader === 'function' ? ((await route.loader(args)) ?? null) : null;
    },
    // A form posted to the page without script (the server renders the POST): the remote's action, or 405.
    action: async (args: ActionFunctionArgs) => {
      const route = await source.resolve(remote.id, path);
      if (typeof route.action !== 'function') throw data(null, { status: 405 });
      return (await route.action(args)) ?? null;
    },
    shouldRevalidate: (args: ShouldRevalidateFunctionArgs) =>
      source.resolved(remote.id, path)?.shouldRevalidate?.(args) ?? args.defaultShouldRevalidate,
    element: (
      <Suspense fallback={null}>
        <RemotePage source={source} remoteId={remote.id} path={path} />
      </Suspense>
    ),
    ErrorBoundary: () => <RemoteRouteError source={source} remoteId={remote.id} path={path} />,
  }));
}

/**
 * Stand-in routes for a remote that could not be loaded on the server: its paths answer 503 with
 * the "not available, try again" panel inside the intact shell, never a 500 or a blank page.
 */
export function unavailableRemoteRoutes(remote: Pick<RemoteDescriptor, 'id' | 'paths'>): RouteObject[] {
  return remote.paths.map((path) => ({
    id: remoteRouteId(remote.id, path),
    path,
    loader: () => data(null, { status: 503, headers: { 'Retry-After': '30' } }),
    element: <RemoteUnavailable remoteId={remote.id} />,
  }));
}
