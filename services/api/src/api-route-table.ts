import type Router from '@koa/router';
import type Koa from 'koa';

/**
 * Each app's routers (the site's and the API's), so tests can walk every route the app serves: the admin
 * role matrix and the OpenAPI document are checked against it, so a new route cannot be forgotten.
 */
export const apiRouteTable = new WeakMap<Koa, readonly Router[]>();

export interface ApiRoute {
  method: string;
  path: string;
}

/** Every method and path the app's routers answer (HEAD, which Koa adds to GET, left out; no trailing /). */
export function apiRoutes(app: Koa): ApiRoute[] {
  const routers = apiRouteTable.get(app);
  if (!routers) throw new Error('not an app made by createApp');
  return routers.flatMap((router) =>
    router.stack.flatMap((layer) => {
      const raw = String(layer.path);
      const path = raw.length > 1 ? raw.replace(/\/$/, '') : raw;
      return layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path }));
    }),
  );
}
