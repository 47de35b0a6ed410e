import Router from '@koa/router';
import type { RemotesManifest } from '@reentry/contracts/remotes';

/** `/remotes.json`: where the shell finds each remote at run time; never cached so a redeploy is seen at once. */
export function webRoutes(remotes: RemotesManifest): Router {
  const router = new Router();
  router.get('/remotes.json', (ctx) => {
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = remotes;
  });
  return router;
}
