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

type PageDirective = 'scriptSrc' | 'frameSrc' | 'connectSrc';

/**
 * Origins beyond our own that one page's responses allow, by exact path; no other response allows them.
 * `/donate` runs Stripe's Payment Element: Stripe.js, its frames, and its API (Stripe's CSP guide).
 */
export const PAGE_ORIGINS: ReadonlyMap<string, Readonly<Partial<Record<PageDirective, readonly string[]>>>> = new Map([
  [
    '/donate',
    {
      scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
      frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
      connectSrc: ['https://api.stripe.com', 'https://m.stripe.network'],
    },
  ],
]);

/** The extra origins of a request's page: its path as the router matches it (any letter case, one trailing slash). */
export function pageOrigins(url: string | undefined, directive: PageDirective): readonly string[] {
  const path = (url ?? '/').split(/[?#]/, 1)[0]!.toLowerCase().replace(/(.)\/$/, '$1');
  return PAGE_ORIGINS.get(path)?.[directive] ?? [];
}

/**
 * Helmet with a strict CSP: scripts, styles and data only from this site and the origins of remotes
 * configured elsewhere (read per request, since the list of remotes can change while running), plus
 * what PAGE_ORIGINS gives the one page that needs more. No inline script at all: pages carry their
 * state in a JSON island, which is never executed.
 */
export function securityHeaders(remoteOrigins: () => Iterable<string>): Middleware {
  const fromUs = () => ["'self'", ...remoteOrigins()];
  const withPage = (directive: PageDirective) => (req: IncomingMessage, _res: ServerResponse) => [...fromUs(), ...pageOrigins(req.url, directive)].join(' ');
  const ours = () => fromUs().join(' ');
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [withPage('scriptSrc')],
        styleSrc: [ours],
        connectSrc: [withPage('connectSrc')],
        frameSrc: [(req: IncomingMessage) => ["'self'", ...pageOrigins(req.url, 'frameSrc')].join(' ')],
        fontSrc: [ours],
        imgSrc: [ours, 'data:'],
        objectSrc: ["'none'"],
        // The service worker (/sw.js) and the web app manifest are this site's own.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
