import type { Context, Middleware } from 'koa';
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

/** The page a request's URL names, as the router matches it (any letter case, one trailing slash). */
function pagePath(url: string | undefined): string {
  return (url ?? '/').split(/[?#]/, 1)[0]!.toLowerCase().replace(/(.)\/$/, '$1');
}

/** The extra origins of a request's page: its path as the router matches it (any letter case, one trailing slash). */
export function pageOrigins(url: string | undefined, directive: PageDirective): readonly string[] {
  return PAGE_ORIGINS.get(pagePath(url))?.[directive] ?? [];
}

/**
 * Helmet with a strict CSP: scripts, styles and data only from this site and the given origins of remotes
 * configured elsewhere, plus what PAGE_ORIGINS gives `page`. No inline script at all: pages carry their
 * state in a JSON island, which is never executed.
 */
function helmetFor(remoteOrigins: readonly string[], page: string, framedBySelf: boolean, styleHashes: readonly string[]): Middleware {
  const ours = ["'self'", ...remoteOrigins];
  const withPage = (directive: PageDirective) => [...ours, ...(PAGE_ORIGINS.get(page)?.[directive] ?? [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: withPage('scriptSrc'),
        // The shell's stylesheet is written into each page (its hash: modules/web/shell-template.ts).
        styleSrc: [...ours, ...styleHashes],
        connectSrc: withPage('connectSrc'),
        frameSrc: ["'self'", ...(PAGE_ORIGINS.get(page)?.frameSrc ?? [])],
        fontSrc: ours,
        imgSrc: [...ours, 'data:'],
        objectSrc: ["'none'"],
        // The service worker (/sw.js) and the web app manifest are this site's own.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // A draft preview (`?preview=draft`) is shown in the content editor's phone-width frame, on this site only.
        frameAncestors: framedBySelf ? ["'self'"] : ["'none'"],
        // TLS is terminated by the proxy; on plain-http local runs this would break same-origin loads.
        upgradeInsecureRequests: null,
      },
    },
  }) as Middleware;
}

type HeaderValue = string | number | readonly string[];
interface HeaderSet {
  set: [string, HeaderValue][];
  removed: string[];
}

/** What a Helmet middleware writes, recorded once on a stand-in response. */
async function record(middleware: Middleware): Promise<HeaderSet> {
  const headers: HeaderSet = { set: [['Permissions-Policy', PERMISSIONS_POLICY]], removed: [] };
  const res = {
    setHeader: (name: string, value: HeaderValue) => void headers.set.push([name, value]),
    removeHeader: (name: string) => void headers.removed.push(name),
  };
  await middleware({ req: { url: '/' }, res } as unknown as Context, async () => {});
  return headers;
}

/** A page asked as the content editor's preview (`?preview=draft`), which only this site may frame. */
export const isPreview = (url: string | undefined): boolean => /[?&]preview=draft(?:&|#|$)/.test(url ?? '');

/**
 * Security headers on every response: Permissions-Policy and Helmet's set with the CSP above. The remotes'
 * origins and the hashes of the page's inline stylesheet are read per request (the list of remotes can change
 * while running, and the shell can be built after the start); the headers depend only on them and on whether
 * the page is one of PAGE_ORIGINS, so each combination is built once, when first met, and replayed after
 * (building the CSP on every request was a measurable share of a small API answer).
 */
export function securityHeaders(remoteOrigins: () => Iterable<string>, inlineStyleHashes: () => readonly string[] = () => []): Middleware {
  let originsKey: string | undefined;
  let byPage = new Map<string, HeaderSet>();
  const recording = new Map<string, Promise<HeaderSet>>();

  function apply(ctx: Context, { set, removed }: HeaderSet): void {
    for (const [name, value] of set) ctx.res.setHeader(name, value);
    for (const name of removed) ctx.res.removeHeader(name);
  }

  return function setSecurityHeaders(ctx, next) {
    const origins = [...remoteOrigins()];
    const styleHashes = inlineStyleHashes();
    const key = `${origins.join(' ')}\n${styleHashes.join(' ')}`;
    if (key !== originsKey) {
      originsKey = key;
      byPage = new Map();
    }
    const path = pagePath(ctx.req.url);
    const preview = isPreview(ctx.req.url);
    const page = `${PAGE_ORIGINS.has(path) ? path : ''}${preview ? '|preview' : ''}`;
    const headers = byPage.get(page);
    if (headers) {
      apply(ctx, headers);
      return next();
    }
    // First request with these origins for this kind of page: build the set once (requests meanwhile share it).
    const cache = byPage;
    const id = `${key}\n${page}`;
    let recorded = recording.get(id);
    if (!recorded) {
      recorded = record(helmetFor(origins, page.replace('|preview', ''), preview, styleHashes)).finally(() => recording.delete(id));
      recording.set(id, recorded);
    }
    return recorded.then((built) => {
      cache.set(page, built);
      apply(ctx, built);
      return next();
    });
  };
}
