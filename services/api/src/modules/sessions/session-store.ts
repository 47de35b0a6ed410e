import type { Context } from 'koa';
import type { Knex } from 'knex';
import { prepared, queryPrepared } from '../../db/prepared.js';
import { sessionExpiresAt, type SessionData } from './session-policy.js';
import { keepSessionUser, SESSION_USER_COLUMNS, type SessionUser } from './session-user.js';

const ANONYMOUS_SESSION_MS = 24 * 60 * 60 * 1000;

/** Every API request with a session cookie runs this: the live session and, when signed in, its user. */
const SESSION_WITH_USER = prepared(
  'session_with_user',
  `select s.data, ${SESSION_USER_COLUMNS} from sessions s left join users u on u.id = s.user_id where s.id = $1 and s.expires_at > now()`,
);
type SessionRow = { data: Record<string, unknown> } & ({ [K in keyof SessionUser]: SessionUser[K] } | { [K in keyof SessionUser]: null });

/**
 * koa-session external store backed by the `sessions` table, so any API replica can serve any request.
 * A row expires when its session policy says (idle or absolute limit); expired rows are ignored on read
 * and removed by deleteExpiredSessions.
 */
export function createSessionStore(knex: Knex) {
  /** The session each request read (by request): a save of it may only update it, never bring it back. */
  const readBy = new WeakMap<Context, string>();
  return {
    /**
     * The session's data. Its user's row comes in the same query (the user that requests act as is read
     * from the database on every request); koa-session passes the request, and the user is kept for it.
     */
    async get(id: string, _maxAge?: unknown, { ctx }: { ctx?: Context } = {}): Promise<Record<string, unknown> | undefined> {
      const [row] = await queryPrepared<SessionRow>(knex, SESSION_WITH_USER, [id]);
      if (!row) return undefined;
      if (ctx) readBy.set(ctx, id);
      const { data, ...user } = row;
      if (ctx && user.id !== null && user.id === data.userId) keepSessionUser(ctx, user);
      return data;
    },
    /**
     * Saves a session. One this request read is only updated: if it was ended meanwhile (signed out on the
     * shared tablet, every session of a user ended after a password change), a request that began before
     * does not bring it back when it finishes. A session made in this request is written whole.
     */
    async set(id: string, data: Record<string, unknown>, _maxAge?: unknown, { ctx }: { ctx?: Context } = {}): Promise<void> {
      const row = { data, expires_at: new Date(sessionExpiresAt(data as SessionData) ?? Date.now() + ANONYMOUS_SESSION_MS), user_id: sessionUserId(data) };
      if (ctx && readBy.get(ctx) === id) {
        await knex('sessions').where({ id }).update(row);
        return;
      }
      await knex('sessions').insert({ id, ...row }).onConflict('id').merge(['data', 'expires_at', 'user_id']);
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
