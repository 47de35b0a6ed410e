import type { Knex } from 'knex';

export type SessionData = Record<string, unknown>;

/**
 * koa-session external store backed by the `sessions` table, so any API replica can serve any request.
 * Expired rows are ignored on read and removed when their id is seen again or by deleteExpiredSessions.
 */
export function createSessionStore(knex: Knex) {
  return {
    async get(id: string): Promise<SessionData | undefined> {
      const row = await knex('sessions').where({ id }).andWhere('expires_at', '>', knex.fn.now()).first('data');
      return row?.data as SessionData | undefined;
    },
    async set(id: string, data: SessionData, maxAge: number): Promise<void> {
      const expiresAt = new Date(Date.now() + maxAge);
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
function sessionUserId(data: SessionData): number | null {
  return typeof data.userId === 'number' && Number.isInteger(data.userId) ? data.userId : null;
}

/** Ends every session of a user (after a password reset), on every replica at once. */
export async function deleteUserSessions(knex: Knex, userId: number): Promise<number> {
  return knex('sessions').where({ user_id: userId }).del();
}

export async function deleteExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', knex.fn.now()).del();
}
