import { createHmac } from 'node:crypto';
import type { Knex } from 'knex';
import { newSessionId, SESSION_COOKIE } from '../middleware/session.js';

/** The signature `cookies`/keygrip put in `<name>.sig`: HMAC-SHA1, base64 made URL-safe. */
function sign(value: string, secret: string): string {
  return createHmac('sha1', secret).update(value).digest('base64').replace(/\//g, '_').replace(/\+/g, '-').replace(/=+$/, '');
}

/**
 * Stores a session row the way koa-session would after a login, and returns the Cookie header that
 * refers to it. Test-only: the API itself has no way to create a session without credentials.
 */
export async function sessionCookieFor(knex: Knex, userId: number, secret: string): Promise<string> {
  const id = newSessionId();
  const maxAge = 60 * 60 * 1000;
  const data = { userId, _expire: Date.now() + maxAge, _maxAge: maxAge };
  await knex('sessions').insert({ id, data, expires_at: new Date(Date.now() + maxAge), user_id: userId });
  const pair = `${SESSION_COOKIE}=${id}`;
  return `${pair}; ${SESSION_COOKIE}.sig=${sign(pair, secret)}`;
}
