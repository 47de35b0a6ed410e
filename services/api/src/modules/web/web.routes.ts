import Router from '@koa/router';
import type { RemotesMap } from '@reentry/contracts/remotes';
import type { RemoteRegistry } from './remote-registry.js';

/**
 * `/remotes.json`: every remote, where its manifest is, its version and the paths it owns, as the
 * server composed them from configuration and the remotes' own builds. Never cached, so a redeploy
 * is seen at once. Server-rendered pages carry the same map.
 */
export function webRoutes(registry: RemoteRegistry): Router {
  const router = new Router();
  router.get('/remotes.json', async (ctx) => {
    await registry.start();
    const body: RemotesMap = {
      remotes: registry.current().map(({ id, manifestUrl, version, paths }) => ({ id, manifestUrl, version, paths })),
    };
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = body;
  });
  return router;
}
