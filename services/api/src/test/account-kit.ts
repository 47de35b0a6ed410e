import request from 'supertest';
import { DEFAULT_RATE_LIMITS } from '../modules/rate-limit/rate-limit.rules.js';
import { apiGet, apiPost } from './api-client.js';
import { linkParams, usePasswordResetApp } from './password-reset-kit.js';

export const PASSWORD = 'a-long-first-password';

/**
 * The API of a "My account" test file (issue 31 section 1): the password-reset kit (its own schema, mail to
 * an outbox folder, logs kept) with the account routes as a browser calls them. Call it at the top of a file.
 */
export function useAccountApp() {
  // The real limits of the account routes (the other tests use a new account or address each).
  const kit = usePasswordResetApp({
    emailChangePerUser: DEFAULT_RATE_LIMITS.emailChangePerUser,
    accountExportPerUser: DEFAULT_RATE_LIMITS.accountExportPerUser,
    emailVerifyLinkPerUser: DEFAULT_RATE_LIMITS.emailVerifyLinkPerUser,
  });
  let count = 0;

  /** A learner signed up through the API (a real password), signed in. */
  async function signedUp(options: { email?: string | null; name?: string } = {}) {
    count += 1;
    const username = `acct-${count}-${Math.random().toString(36).slice(2, 7)}`;
    const email = options.email === undefined ? `${username}@example.org` : options.email;
    const cookie = await kit.createAccount(username, PASSWORD, email ?? `${username}@example.org`);
    const { id } = (await kit.knex()('users').where({ username }).first('id')) as { id: number };
    if (email === null) await kit.knex()('users').where({ id }).update({ email: null });
    if (options.name) await kit.knex()('users').where({ id }).update({ name: options.name });
    return { id, username, email, cookie };
  }

  const patch = (cookie: string | undefined, body: unknown, lang: 'en' | 'es' = 'en', headers: Record<string, string> = {}) => {
    const req = request(kit.app().callback()).patch('/api/account').set('X-Requested-With', 'fetch').set('Accept-Language', lang).set(headers);
    if (cookie) req.set('Cookie', cookie);
    return req.send(body as object);
  };

  /** The token of the newest mail to `to` that carries a link to `path`. */
  async function linkToken(to: string, path: string): Promise<string> {
    await kit.settleMail();
    const mails = kit.allMailsTo(to).filter((mail) => mail.text.includes(path));
    const link = /https?:\/\/\S+#\S+/.exec(mails.at(-1)?.text ?? '')?.[0];
    if (!link) throw new Error(`no ${path} link mailed to ${to}`);
    return linkParams(link).get('token')!;
  }

  return {
    ...kit,
    signedUp,
    patch,
    profile: (cookie: string) => apiGet(kit.app(), '/api/account', cookie),
    confirm: (token: unknown, ip = '203.0.113.9') => apiPost(kit.app(), '/api/account/email/confirm', { token }, { headers: { 'X-Forwarded-For': ip } }),
    undo: (token: unknown, ip = '203.0.113.9') => apiPost(kit.app(), '/api/account/email/undo', { token }, { headers: { 'X-Forwarded-For': ip } }),
    remove: (cookie: string, body: unknown, lang: 'en' | 'es' = 'en') => apiPost(kit.app(), '/api/account/delete', body, { cookie, lang }),
    exportData: (cookie: string) => apiGet(kit.app(), '/api/account/export', cookie),
    linkToken,
    confirmToken: (to: string) => linkToken(to, '/account/email#'),
    undoToken: (to: string) => linkToken(to, '/account/email/undo#'),
  };
}
