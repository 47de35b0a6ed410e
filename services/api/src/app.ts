import path from 'node:path';
import Koa from 'koa';
import type { Knex } from 'knex';
import type { Config } from './config.js';
import { createLifecycle, type Lifecycle } from './lifecycle.js';
import type { Logger } from './logger.js';
import { apiNotFound } from './middleware/api-not-found.js';
import { methodGuard, mountApi } from './middleware/api-gate.js';
import { compression } from './middleware/compression.js';
import { csrfGuard } from './middleware/csrf-guard.js';
import { errorHandler } from './middleware/error-handler.js';
import { jsonBodyParser, requireJsonBody } from './middleware/json-body.js';
import { requestLogger } from './middleware/request-logger.js';
import { securityHeaders } from './middleware/security-headers.js';
import { sessionMiddleware } from './middleware/session.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { createRateLimiter } from './modules/rate-limit/rate-limit.service.js';
import { sessionsRoutes } from './modules/sessions/sessions.routes.js';
import { successStoriesRoutes } from './modules/success-stories/success-stories.routes.js';
import { twoFactorKeys } from './modules/two-factor/two-factor.crypto.js';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.js';
import { inlineScriptHashes } from './modules/web/inline-script-hashes.js';
import { staticWeb } from './modules/web/static-web.js';
import { webRoutes } from './modules/web/web.routes.js';
import type Router from '@koa/router';

export interface AppDeps {
  config: Config;
  knex: Knex;
  logger: Logger;
  /** Owned by server.ts; tests may pass their own to simulate a shutdown. */
  lifecycle?: Lifecycle;
  /** Default: SMTP when config.smtpUrl is set, else files in <dataDir>/outbox. */
  mailer?: Mailer;
}

/** A router's routes, then its 405 (with Allow) for a method the path does not take; apiNotFound adds the envelope. */
function routed(router: Router): Koa.Middleware[] {
  return [router.routes() as Koa.Middleware, router.allowedMethods() as Koa.Middleware];
}

/** Builds the whole app without listening, so tests drive it in-process. */
export function createApp({ config, knex, logger, lifecycle = createLifecycle(), mailer }: AppDeps): Koa {
  if (!config.sessionSecret) throw new Error('createApp needs config.sessionSecret (server.ts makes one outside production)');
  // Forwarding headers (client address, protocol) count only for the proxies TRUST_PROXY names: with 0, a
  // client cannot pick its own address for rate limits; with N, the address the Nth proxy from us saw.
  const app = new Koa({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  app.keys = [config.sessionSecret];
  // Only errors after the response started (e.g. a broken file stream) get here; the handler logs the rest.
  app.on('error', (err: { code?: string }) => {
    // A client that hangs up mid-download is routine, not a server fault.
    const clientGone = err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE';
    logger[clientGone ? 'debug' : 'error']({ err }, 'response failed');
  });

  app.use(requestLogger(logger));
  app.use(compression());
  app.use(async function closeWhileDraining(ctx, next) {
    await next();
    // While draining, tell keep-alive clients to reconnect (to another replica) after this response,
    // including requests that were already in flight when the shutdown began.
    if (lifecycle.shuttingDown && !ctx.headerSent) ctx.set('Connection', 'close');
  });
  app.use(errorHandler(logger));
  const shellHashes = config.serveWeb ? inlineScriptHashes(path.join(config.webRoot, 'shell', 'dist', 'index.html')) : [];
  app.use(securityHeaders(config.remotes, shellHashes));
  for (const router of [healthRoutes(knex, lifecycle), webRoutes(config.remotes)]) {
    app.use(router.routes()).use(router.allowedMethods());
  }

  const authDeps = {
    knex,
    logger,
    publicUrl: config.publicUrl,
    mailer: mailer ?? createMailer(config, logger),
    rateLimiter: createRateLimiter(knex, config.rateLimits),
    twoFactorKeys: twoFactorKeys(config.sessionSecret),
    requireAdminTwoFactor: config.requireAdminTwoFactor,
  };
  const apiRouters = [authRoutes(authDeps), sessionsRoutes(authDeps), twoFactorRoutes(authDeps), successStoriesRoutes(knex)];
  // The API's one mount point, before the static files: /api in any letter case gets every guard below.
  app.use(
    mountApi([
      apiNotFound(),
      methodGuard(),
      sessionMiddleware(app, knex, { secureCookies: config.secureCookies }),
      csrfGuard(config.allowedOrigins),
      requireJsonBody(),
      jsonBodyParser(),
      ...apiRouters.flatMap(routed),
    ]),
  );
  if (config.serveWeb) app.use(staticWeb(config.webRoot, logger));
  return app;
}
