import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import Router from '@koa/router';
import type { AppMetrics } from './metrics.js';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `/metrics` on the public port: only with `METRICS_TOKEN`, and only to `Authorization: Bearer <token>`
 * (401 otherwise). Without a token it is a plain 404 here (METRICS_PORT serves it apart instead).
 */
export function metricsRoutes(metrics: AppMetrics, token: string | undefined): Router {
  const router = new Router();
  router.get('/metrics', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (!token) {
      ctx.status = 404;
      ctx.type = 'text';
      ctx.body = 'Not found';
      return;
    }
    const given = /^Bearer (.+)$/i.exec(ctx.get('Authorization'))?.[1] ?? '';
    if (!sameSecret(given, token)) {
      ctx.status = 401;
      ctx.set('WWW-Authenticate', 'Bearer realm="metrics"');
      ctx.type = 'text';
      ctx.body = 'Unauthorized';
      return;
    }
    ctx.type = metrics.registry.contentType;
    ctx.body = await metrics.registry.metrics();
  });
  return router;
}

/** `METRICS_PORT`: /metrics alone on its own port (for a scraper inside the cluster; never exposed publicly). */
export function startMetricsServer(metrics: AppMetrics, port: number, host: string): Server {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable'),
    );
  });
  server.listen(port, host);
  return server;
}
