import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Knex } from 'knex';
import createSession from 'koa-session';
import { applySessionPolicy } from '../modules/sessions/session-policy.js';
import { createSessionStore } from '../modules/sessions/session-store.js';

export const SESSION_COOKIE = 'reentry.sid';

/** On an https site the cookie carries the __Host- prefix: the browser then insists on Secure, Path=/ and no Domain. */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** 256-bit random ids: koa-session's default UUID carries only 122 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Server-side sessions in PostgreSQL; the cookie carries only the signed id. `secure` follows PUBLIC_URL,
 * not the request: behind a TLS proxy the hop to us may be plain HTTP, and the cookie must still be Secure.
 * Lifetimes (idle, absolute, "Keep me signed in") are the session policy's, applied on every API request.
 */
export function sessionMiddleware(app: Koa, knex: Knex, { secureCookies }: { secureCookies: boolean }): Koa.Middleware {
  const session = createSession(
    {
      key: sessionCookieName(secureCookies),
      // A browser-session cookie unless the login says otherwise (sessions.service.ts).
      maxAge: 'session',
      httpOnly: true,
      sameSite: 'lax',
      secure: secureCookies,
      signed: true,
      store: createSessionStore(knex),
      genid: newSessionId,
    },
    app,
  ) as Koa.Middleware;
  return function sessionWithPolicy(ctx, next) {
    // The `cookies` library refuses a Secure cookie on a request it thinks is plain HTTP; the site is https.
    if (secureCookies) ctx.cookies.secure = true;
    return session(ctx, () => {
      applySessionPolicy(ctx);
      return next();
    });
  };
}
