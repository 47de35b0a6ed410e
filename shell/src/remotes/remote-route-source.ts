import type { RouteObject } from 'react-router';
import type { RemoteModule, RouteServices } from '@reentry/contracts/remotes';
import { fulfilled, markWhenSettled, type TrackedPromise } from './tracked-promise';

/** A remote's route for one path with its `lazy` part loaded: what the router would run and render. */
export type ResolvedRoute = Omit<RouteObject, 'lazy' | 'children' | 'id' | 'path' | 'index'>;

/** Where the shell's remote routes (remote-routes.tsx) get each remote's own route for a path. */
export interface RemoteRouteSource {
  /** The route if its code is here already (render uses it without suspending). */
  resolved(remoteId: string, path: string): ResolvedRoute | undefined;
  /** Loads the remote (once) and the route's lazy part. A failure is not kept: the next call tries again. */
  resolve(remoteId: string, path: string): Promise<ResolvedRoute>;
  /** What a page's render waits for: `resolve`, except for a dormant remote (see DormantRemote). */
  whenNeeded(remoteId: string, path: string): Promise<ResolvedRoute>;
  /** A page of the remote is on screen, hydrated or rendered, and its effects have run. */
  shown(remoteId: string): void;
  /** Resolves once the remote's dormant page (if any) has hydrated, or could not be loaded. */
  pageSettled(remoteId: string): Promise<void>;
}

/**
 * The remote whose page the server rendered, on a first load in the browser: its code is not loaded
 * while React hydrates the page, so the server's HTML stays as it is until `wake()` is called (the
 * visitor's first touch, key or focus, or a navigation: dormant-page.ts). Until then an update
 * that reaches the page waits for it, so every update above a page must be a transition (React Router's
 * are; so are the language and theme): React would otherwise drop the server's HTML for a blank page.
 */
export interface DormantRemote {
  id: string;
  /**
   * Called once: with true when the remote's page is running, with false when its code could not be
   * loaded (the page then shows the "not available" panel, or, offline, stays as the server sent it).
   */
  onSettled(running: boolean): void;
  /** Null while the device is online; else resolves when it is back. */
  untilOnline(): Promise<void> | null;
}

export interface DormantControl {
  wake(): void;
}

function routeKey(remoteId: string, path: string) {
  return `${remoteId}\u0000${path}`;
}

async function loadLazyPart(route: RouteObject): Promise<ResolvedRoute> {
  const { lazy, ...rest } = route;
  const resolved: Record<string, unknown> = { ...rest };
  if (typeof lazy === 'function') Object.assign(resolved, await lazy());
  else if (lazy && typeof lazy === 'object') {
    for (const [key, load] of Object.entries(lazy as Record<string, () => Promise<unknown>>)) resolved[key] = await load();
  }
  return resolved as ResolvedRoute;
}

/**
 * One per router: on the server one per request (its routes close over that request's services), in
 * the browser one per page load. `load` gets a remote's module (the server's are loaded before it renders).
 */
export function createRemoteRouteSource({
  services,
  load,
  dormant,
}: {
  services: RouteServices;
  load(remoteId: string): Promise<RemoteModule>;
  dormant?: DormantRemote;
}): RemoteRouteSource & DormantControl {
  const routeTables = new Map<string, Promise<Map<string, RouteObject>>>();
  const resolvedRoutes = new Map<string, ResolvedRoute>();
  const resolving = new Map<string, Promise<ResolvedRoute>>();
  const waiting = new Map<string, TrackedPromise<ResolvedRoute>>();
  let wakeDormant = () => {};
  const woken = new Promise<void>((resolve) => (wakeDormant = resolve));
  let awake = dormant === undefined;
  let settled = false;
  let markSettled = () => {};
  const pageSettled = new Promise<void>((resolve) => (markSettled = resolve));
  function settle(running: boolean) {
    if (settled || !dormant) return;
    settled = true;
    markSettled();
    dormant.onSettled(running);
  }

  function routeTable(remoteId: string) {
    let table = routeTables.get(remoteId);
    if (!table) {
      table = load(remoteId).then((remote) => new Map(remote.routes(services).map((route) => [route.path ?? '', route])));
      routeTables.set(remoteId, table);
      table.catch(() => routeTables.delete(remoteId));
    }
    return table;
  }

  /**
   * The dormant page's code. Offline, a failure leaves the page as the server sent it (still readable,
   * its links still work) rather than the "not available" panel, and the code is tried again once the
   * device is back online.
   */
  async function resolveDormant(remoteId: string, path: string): Promise<ResolvedRoute> {
    for (;;) {
      try {
        return await source.resolve(remoteId, path);
      } catch (error) {
        const online = dormant?.untilOnline();
        if (!online) throw error;
        settle(false);
        await online;
      }
    }
  }

  const source: RemoteRouteSource & DormantControl = {
    resolved: (remoteId, path) => resolvedRoutes.get(routeKey(remoteId, path)),
    resolve(remoteId, path) {
      const key = routeKey(remoteId, path);
      let promise = resolving.get(key);
      if (!promise) {
        promise = routeTable(remoteId).then(async (table) => {
          const route = table.get(path);
          if (!route) throw new Error(`remote "${remoteId}" has no route for ${path}, a path it published`);
          const resolved = await loadLazyPart(route);
          resolvedRoutes.set(key, resolved);
          return resolved;
        });
        resolving.set(key, promise);
        promise.catch(() => resolving.delete(key));
      }
      return promise;
    },
    whenNeeded(remoteId, path) {
      const isDormant = remoteId === dormant?.id;
      const key = routeKey(remoteId, path);
      const route = resolvedRoutes.get(key);
      let promise: TrackedPromise<ResolvedRoute> | undefined = waiting.get(key);
      // Its code came since (a navigation's loader loaded it): render it, even after an earlier failure.
      if (route && promise?.status !== 'fulfilled') waiting.set(key, (promise = fulfilled(route)));
      if (!promise) {
        promise = isDormant ? woken.then(() => resolveDormant(remoteId, path)) : source.resolve(remoteId, path);
        // Kept even if it fails: render then shows the route's error view instead of trying again and again.
        promise.catch(() => isDormant && settle(false));
        markWhenSettled(promise);
        waiting.set(key, promise);
      }
      return promise;
    },
    pageSettled: (remoteId) => (remoteId === dormant?.id && !settled ? pageSettled : Promise.resolve()),
    shown(remoteId) {
      if (remoteId !== dormant?.id || !awake || settled) return;
      settle(true);
    },
    wake() {
      awake = true;
      wakeDormant();
    },
  };
  return source;
}
