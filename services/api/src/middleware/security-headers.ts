import type { Middleware } from 'koa';
import helmet from 'koa-helmet';
import type { RemotesManifest } from '@reentry/contracts/remotes';

/** Origins of remotes served from elsewhere (absolute manifest URLs); same-origin remotes are covered by 'self'. */
export function remoteOrigins(remotes: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * Browser features no page of ours uses are switched off for us and anything we embed; payment stays for
 * us and Stripe's frames (the donation form), fullscreen for us (videos).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'bluetooth=()',
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
 * Helmet with a CSP that lets the Module Federation shell load remote entries, chunks, styles and
 * manifests from 'self' and the configured remote origins, plus the shell's own hashed inline scripts.
 */
export function securityHeaders(remotes: RemotesManifest, inlineScriptHashes: readonly string[] = []): Middleware {
  const fromUs = ["'self'", ...remoteOrigins(remotes)];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [...fromUs, ...inlineScriptHashes],
        styleSrc: fromUs,
        connectSrc: fromUs,
        fontSrc: fromUs,
        imgSrc: [...fromUs, 'data:'],
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
