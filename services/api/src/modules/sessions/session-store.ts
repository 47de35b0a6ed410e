import type { Knex } from 'knex';
import { sessionExpiresAt, type SessionData } from './session-policy.js';

const ANONYMOUS_SESSION_MS = 24 * 60 * 60 * 1000;

/**
 * koa-session external store backed by the `sessions` table, so any API replica can serve any request.
 * A row expires when its session policy says (idle or absolute limit); expired rows are ignored on read
 * and removed by deleteExpiredSessions.
 */
export function createSessionStore(knex: Knex) {
  return {
    async get(id: string): Promise<Record<string, unknown> | undefined> {
      const row = await knex('sessions').where({ id }).andWhere('expires_at', '>', knex.fn.now()).first('data');
      return row?.data as Record<string, unknown> | undefined;
    },
    async set(id: string, data: Record<string, unknown>): Promise<void> {
      const expiresAt = new Date(sessionExpiresAt(data as SessionData) ?? Date.now() + ANONYMOUS_SESSION_MS);
      const userId = sessionUserId(data);
      await knex('sessions')
        .insert({ id, data, expires_at: expiresAt, user_id: userId })
        .onConflict('id')
        .merge(['data', 'expires_at', 'user_id']);
    },
    async destroy(id: string): Promise<void> {
      await knex('sessions').where({ id }).del();
    },
  };
}

/** The logged-in user of a session, kept in its own column so all of a user's sessions can be ended at once. */
function sessionUserId(data: Record<string, unknown>): number | null {
  return typeof data.userId === 'number' && Number.isInteger(data.userId) ? data.userId : null;
}

/** Ends every session of a user (after a password reset), on every replica at once; `except` keeps one. */
export async function deleteUserSessions(knex: Knex, userId: number, except?: string): Promise<number> {
  const query = knex('sessions').where({ user_id: userId });
  if (except) query.whereNot({ id: except });
  return query.del();
}

export async function deleteExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', knex.fn.now()).del();
}
