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
      await knex('sessions').insert({ id, data, expires_at: expiresAt }).onConflict('id').merge(['data', 'expires_at']);
    },
    async destroy(id: string): Promise<void> {
      await knex('sessions').where({ id }).del();
    },
  };
}

export async function deleteExpiredSessions(knex: Knex): Promise<number> {
  return knex('sessions').where('expires_at', '<=', knex.fn.now()).del();
}
