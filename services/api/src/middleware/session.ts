import { randomBytes } from 'node:crypto';
import type Koa from 'koa';
import type { Knex } from 'knex';
import createSession from 'koa-session';
import { createSessionStore } from '../modules/sessions/session-store.js';

export const SESSION_COOKIE = 'reentry.sid';
const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;

/** 256-bit random ids: koa-session's default UUID carries only 122 random bits. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Server-side sessions in PostgreSQL; the cookie carries only the signed id. `secure` is left unset:
 * with `proxy: true` koa-session marks the cookie secure whenever the request arrived over TLS.
 */
export function sessionMiddleware(app: Koa, knex: Knex): Koa.Middleware {
  return createSession(
    {
      key: SESSION_COOKIE,
      maxAge: SEVEN_DAYS_MS,
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      store: createSessionStore(knex),
      genid: newSessionId,
    },
    app,
  ) as Koa.Middleware;
}
