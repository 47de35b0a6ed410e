import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Helmet with a strict CSP: scripts, styles and data only from this site and the origins of remotes
 * configured elsewhere (read per request, since the list of remotes can change while running). No
 * inline script at all: pages carry their state in a JSON island, which is never executed.
 */
export function securityHeaders(remoteOrigins: () => Iterable<string>): Middleware {
  const fromUs = (_req: IncomingMessage, _res: ServerResponse) => ["'self'", ...remoteOrigins()].join(' ');
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [fromUs],
        styleSrc: [fromUs],
        connectSrc: [fromUs],
        fontSrc: [fromUs],
        imgSrc: [fromUs, 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // TLS is terminated by the proxy; on plain-http local runs this would break same-origin loads.
        upgradeInsecureRequests: null,
      },
    },
  }) as Middleware;
}
