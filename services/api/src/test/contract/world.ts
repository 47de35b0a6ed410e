import type { Knex } from 'knex';
import type Koa from 'koa';
import { apiPost, sessionCookie } from '../api-client.js';
import { TEST_SECRET, userWith } from '../admin-kit.js';
import { donationsApp, stripeTestConfig } from '../donations-kit.js';
import type { FakeStripe } from '../fake-stripe.js';
import { sessionCookieFor } from '../session-cookie.js';

export type Role = 'learner' | 'instructor' | 'admin' | 'editor';

export interface Account {
  id: number;
  username: string;
  email: string;
  password: string;
  cookie: string;
}

/** The site the contract test calls: Stripe's fake behind it, one account per role, and ways to make more. */
export interface World {
  app: Koa;
  knex: Knex;
  stripe: FakeStripe;
  ids: Record<Role, number>;
  /** A new session of the role's account (each call its own, so a sign-out ends only that one). */
  cookieFor(role: Role): Promise<string>;
  /** A new learner signed up through the API, with a real password, assigned to the instructor. */
  signUp(): Promise<Account>;
  /** The newest link mailed to `to` whose text contains `path`. */
  mailedLink(to: string, path: string): Promise<URL>;
  unique(prefix: string): string;
}

export const PASSWORD = 'Contract-Test-Password-42';
export const METRICS_TOKEN = 'contract-test-metrics-token-0123456789';

export async function createWorld(knex: Knex, stripe: FakeStripe): Promise<World> {
  const { app } = donationsApp(knex, stripeTestConfig(stripe, { SESSION_SECRET: TEST_SECRET, METRICS_TOKEN }));
  const instructor = await userWith(knex, 'contract-instructor', { isInstructor: true });
  const ids: Record<Role, number> = {
    instructor: instructor.id,
    learner: (await userWith(knex, 'contract-learner', { assignedInstructorId: instructor.id })).id,
    admin: (await userWith(knex, 'contract-admin', { isAdmin: true })).id,
    editor: (await userWith(knex, 'contract-editor', { isContentEditor: true })).id,
  };
  let count = 0;
  const unique = (prefix: string) => `${prefix}${(count += 1)}${Math.random().toString(36).slice(2, 6)}`;

  async function signUp(): Promise<Account> {
    const username = unique('contract-');
    const email = `${username}@example.org`;
    const res = await apiPost(app, '/api/auth/register', { username, name: 'Contract Learner', email, password: PASSWORD });
    if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${res.text}`);
    const { id } = res.body as { id: number };
    await knex('users').where({ id }).update({ assignedInstructorId: ids.instructor });
    return { id, username, email, password: PASSWORD, cookie: sessionCookie(res) };
  }

  async function mailedLink(to: string, path: string): Promise<URL> {
    const mails = (await knex('mail_outbox').where({ toAddress: to }).orderBy('id', 'desc').select('textBody')) as { textBody: string }[];
    for (const { textBody } of mails) {
      const link = textBody.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
      if (link) return new URL(link);
    }
    throw new Error(`no link to ${path} mailed to ${to}`);
  }

  return { app, knex, stripe, ids, cookieFor: (role) => sessionCookieFor(knex, ids[role], TEST_SECRET), signUp, mailedLink, unique };
}

/** The token (and email) a mailed link carries in its fragment or query. */
export function tokenOf(link: URL): string {
  const fromHash = new URLSearchParams(link.hash.slice(1)).get('token');
  return fromHash ?? link.searchParams.get('token')!;
}
