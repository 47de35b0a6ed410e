import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

/**
 * Browser features no page of ours uses are switched off for us and anything we embed; payment stays for
 * us and Stripe's frames (the donation form), fullscreen for us (videos).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'fullscreen=(self)',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self "https://js.stripe.com")',
  'publickey-credentials-get=(self)',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Helmet with a strict CSP: scripts, styles and data only from this site and the origins of remotes
 * configured elsewhere (read per request, since the list of remotes can change while running). No
 * inline script at all: pages carry their state in a JSON island, which is never executed.
 */
export function securityHeaders(remoteOrigins: () => Iterable<string>): Middleware {
  const fromUs = (_req: IncomingMessage, _res: ServerResponse) => ["'self'", ...remoteOrigins()].join(' ');
  const headers = helmet({
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
  return (ctx, next) => {
    ctx.set('Permissions-Policy', PERMISSIONS_POLICY);
    return headers(ctx, next);
  };
}
