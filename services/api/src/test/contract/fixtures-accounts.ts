import { Secret, TOTP } from 'otpauth';
import request from 'supertest';
import { apiGet, apiPost, sessionCookie } from '../api-client.js';
import type { Fixtures } from './fixture.js';
import { PASSWORD, tokenOf, type Account, type World } from './world.js';

const NEW_PASSWORD = 'Another-Contract-Password-77';
const totp = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();

/** A fresh learner with two-step sign-in on; returns the account and its unused recovery codes. */
async function withTwoFactor(w: World): Promise<Account & { recoveryCodes: string[] }> {
  const account = await w.signUp();
  const setup = await apiPost(w.app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie: account.cookie });
  const enabled = await apiPost(w.app, '/api/auth/two-factor/enable', { code: totp((setup.body as { secret: string }).secret) }, { cookie: account.cookie });
  if (enabled.status !== 200) throw new Error(`two-factor enable: ${enabled.status} ${enabled.text}`);
  return { ...account, recoveryCodes: (enabled.body as { recoveryCodes: string[] }).recoveryCodes };
}

/** Sign-up, sign-in, sessions, two-step sign-in and My account: each success path on an account of its own. */
export const accountFixtures: Fixtures = {
  'POST /api/auth/register': {
    success: async (w) => {
      const username = w.unique('contract-new-');
      return { body: { username, name: 'New Learner', email: `${username}@example.org`, password: PASSWORD } };
    },
  },
  'POST /api/auth/login': { success: async (w) => ({ body: { username: (await w.signUp()).username, password: PASSWORD } }) },
  'POST /api/auth/login/two-factor': {
    success: async (w) => {
      const account = await withTwoFactor(w);
      const pending = await apiPost(w.app, '/api/auth/login', { username: account.username, password: PASSWORD });
      return { cookie: sessionCookie(pending), body: { code: account.recoveryCodes[0] } };
    },
  },
  'POST /api/auth/logout': { success: async (w) => ({ cookie: (await w.signUp()).cookie }) },
  'POST /api/auth/forgot-password': { success: async (w) => ({ body: { email: (await w.signUp()).email } }) },
  'POST /api/auth/reset-password': {
    success: async (w) => {
      const { email } = await w.signUp();
      await apiPost(w.app, '/api/auth/forgot-password', { email });
      return { body: { token: tokenOf(await w.mailedLink(email, '/reset-password')), email, password: NEW_PASSWORD } };
    },
  },
  'POST /api/auth/forgot-username': { success: async (w) => ({ body: { email: (await w.signUp()).email } }) },
  'POST /api/auth/reset-password/code': {
    success: async (w) => {
      const { id, username } = await w.signUp();
      const made = await apiPost(w.app, `/api/instructor/students/${id}/reset-code`, {}, { cookie: await w.cookieFor('instructor') });
      return { body: { username, code: (made.body as { code: string }).code, password: NEW_PASSWORD } };
    },
  },
  'POST /api/auth/change-password': { success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } }) },
  'POST /api/auth/sessions/end': {
    success: async (w) => {
      const { username, cookie } = await w.signUp();
      await apiPost(w.app, '/api/auth/login', { username, password: PASSWORD });
      const sessions = (await apiGet(w.app, '/api/auth/sessions', cookie)).body as { id: string; current: boolean }[];
      return { cookie, body: { id: sessions.find((s) => !s.current)!.id } };
    },
  },
  'POST /api/auth/sessions/end-others': { success: async (w) => ({ cookie: (await w.signUp()).cookie }) },
  'POST /api/auth/two-factor/setup': { success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { password: PASSWORD } }) },
  'POST /api/auth/two-factor/enable': {
    success: async (w) => {
      const { cookie } = await w.signUp();
      const setup = await apiPost(w.app, '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie });
      return { cookie, body: { code: totp((setup.body as { secret: string }).secret) } };
    },
  },
  'POST /api/auth/two-factor/disable': {
    success: async (w) => {
      const account = await withTwoFactor(w);
      return { cookie: account.cookie, body: { password: PASSWORD, code: account.recoveryCodes[0] } };
    },
  },
  'POST /api/auth/two-factor/recovery-codes': {
    success: async (w) => ({ cookie: (await withTwoFactor(w)).cookie, body: { password: PASSWORD } }),
  },
  'PATCH /api/account': { success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { name: 'A New Name' } }) },
  'POST /api/account/email/confirm': {
    success: async (w) => {
      const { cookie } = await w.signUp();
      const email = `${w.unique('moved-')}@example.org`;
      await apiPatch(w, cookie, { email, currentPassword: PASSWORD });
      return { body: { token: tokenOf(await w.mailedLink(email, '/account/email#')) } };
    },
  },
  'POST /api/account/email/undo': {
    success: async (w) => {
      const account = await w.signUp();
      const email = `${w.unique('moved-')}@example.org`;
      await apiPatch(w, account.cookie, { email, currentPassword: PASSWORD });
      await apiPost(w.app, '/api/account/email/confirm', { token: tokenOf(await w.mailedLink(email, '/account/email#')) });
      return { body: { token: tokenOf(await w.mailedLink(account.email, '/account/email/undo#')) } };
    },
  },
  'POST /api/account/email/verify': {
    success: async (w) => ({ body: { token: tokenOf(await w.mailedLink((await w.signUp()).email, '/account/email/verify#')) } }),
  },
  'POST /api/account/delete': { success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { password: PASSWORD } }) },
  'POST /api/account/class/leave': { success: async (w) => ({ cookie: (await w.signUp()).cookie }) },
};

async function apiPatch(w: World, cookie: string, body: object) {
  const res = await request(w.app.callback()).patch('/api/account').set('X-Requested-With', 'fetch').set('Cookie', cookie).send(body);
  if (res.status >= 300) throw new Error(`PATCH /api/account: ${res.status} ${res.text}`);
}
