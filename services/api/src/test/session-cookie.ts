import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { newSessionId, sessionCookieName } from '../middleware/session.js';
import { SESSION_POLICY, type SessionData } from '../modules/sessions/session-policy.js';

/** The signature `cookies`/keygrip put in `<name>.sig`: HMAC-SHA1, base64 made URL-safe. */
export function signCookie(value: string, secret: string): string {
  return createHmac('sha1', secret).update(value).digest('base64').replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '');
}

/** The Cookie header for a session id, signed with `secret`. */
export function cookieFor(id: string, secret: string, { secure = false } = {}): string {
  const pair = `${sessionCookieName(secure)}=${id}`;
  return `${pair}; ${sessionCookieName(secure)}.sig=${signCookie(pair, secret)}`;
}

/**
 * Stores a session row the way a login would (staff lifetime unless `data` says otherwise), and returns
 * the Cookie header that refers to it. Test-only: the API itself has no way to create a session without credentials.
 */
export async function sessionCookieFor(knex: Knex, userId: number, secret: string, data: Partial<SessionData> = {}): Promise<string> {
  const id = newSessionId();
  const now = Date.now();
  const session: SessionData = { userId, createdAt: now, lastSeenAt: now, idleMs: SESSION_POLICY.idleMs, absoluteMs: SESSION_POLICY.absoluteMs, ...data };
  const expiresAt = Math.min(session.lastSeenAt! + session.idleMs!, session.createdAt! + session.absoluteMs!);
  await knex('sessions').insert({ id, data: session, expires_at: new Date(expiresAt), user_id: userId });
  return cookieFor(id, secret);
}
