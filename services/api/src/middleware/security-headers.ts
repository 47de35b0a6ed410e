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
 * Helmet with a CSP that lets the Module Federation shell load remote entries, chunks, styles and
 * manifests from 'self' and the configured remote origins, plus the shell's own hashed inline scripts.
 */
export function securityHeaders(remotes: RemotesManifest, inlineScriptHashes: readonly string[] = []): Middleware {
  const fromUs = ["'self'", ...remoteOrigins(remotes)];
  return helmet({
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
}
