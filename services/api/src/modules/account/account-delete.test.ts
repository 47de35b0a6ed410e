// Issue 31 section 1: a learner deletes their account; their certificates say "withdrawn" and show no name.
import { Secret, TOTP } from 'otpauth';
import { getQuizAnswerKey } from '@reentry/content/quiz-answers';
import { twoFactorSetupResponseSchema } from '@reentry/contracts/account-security';
import { apiGet, apiPost } from '../../test/api-client.js';
import { PASSWORD, useAccountApp } from '../../test/account-kit.js';
import { auditRows } from '../../test/admin-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { getOverview } from '../admin-overview/admin-overview.service.js';
import { createPublishedContent } from '../content/published-cache.js';

const kit = useAccountApp();
const overview = () => getOverview({ knex: kit.knex(), timeZone: 'UTC', now: new Date(), locale: 'en', content: createPublishedContent(kit.knex(), 0) }, 1);

/** Passes each module, after one failed attempt at the first (so there are missed questions to count). */
async function pass(cookie: string, moduleIds: number[]) {
  const key = (moduleId: number) => getQuizAnswerKey('en', moduleId)!.answers;
  const wrong = key(moduleIds[0]!).map((answer) => (answer.correctAnswer === 'a' ? 'b' : 'a'));
  expect((await apiPost(kit.app(), '/api/modules/complete', { moduleId: moduleIds[0], answers: wrong }, { cookie })).status).toBe(200);
  for (const moduleId of moduleIds) {
    const answers = key(moduleId).map((answer) => answer.correctAnswer);
    expect((await apiPost(kit.app(), '/api/modules/complete', { moduleId, answers }, { cookie })).status).toBe(200);
  }
}

describe('POST /api/account/delete', () => {
  it('ends every session at once, erases the person, withdraws the certificate (no name), and keeps the aggregate figures', async () => {
    const user = await kit.signedUp({ name: 'Rosa Delgado' });
    await pass(user.cookie, [1, 2, 3, 4, 5]);
    const issued = await apiPost(kit.app(), '/api/certificates', { nameFormat: 'full' }, { cookie: user.cookie });
    const code = issued.body.certificates[0].code as string;
    const otherDevice = (await kit.login(user.username, PASSWORD)).headers['set-cookie'] as unknown as string[];
    const before = await overview();

    const res = await kit.remove(user.cookie, { password: PASSWORD });
    expect(res.status).toBe(200);
    expectDocumented(res, 'POST', '/api/account/delete');
    expectSafeEnvelope(await apiGet(kit.app(), '/api/account', user.cookie), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await apiGet(kit.app(), '/api/account', otherDevice.map((line) => line.split(';')[0]).join('; ')), 401, 'UNAUTHENTICATED');
    expect(await kit.knex()('sessions').where({ userId: user.id })).toEqual([]);
    expectSafeEnvelope(await kit.login(user.username, PASSWORD), 401, 'UNAUTHENTICATED');

    const verify = await apiGet(kit.app(), `/api/certificates/${code}`);
    expect(verify.body).toMatchObject({ status: 'withdrawn', printedName: '' });
    expect(verify.text).not.toContain('Rosa');
    const row = await kit.knex()('users').where({ id: user.id }).first('name', 'email', 'deletedAt');
    expect(row).toMatchObject({ name: '', email: null });
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(await kit.knex()('certificates').where({ userId: user.id }))).not.toContain('Rosa');

    // Not a person in the admin's lists any more.
    const admin = await kit.signedUp();
    await kit.knex()('users').where({ id: admin.id }).update({ isAdmin: true });
    const listed = await apiGet(kit.app(), '/api/admin/user-progress?limit=100', admin.cookie);
    expect(listed.status).toBe(200);
    const ids = (listed.body.items as { id: number }[]).map((item) => item.id);
    expect(ids).toContain(admin.id);
    expect(ids).not.toContain(user.id);

    const after = await overview();
    expect(after.funnel).toEqual(before.funnel);
    expect(after.mostMissed).toEqual(before.mostMissed);
    const [audit] = (await auditRows(kit.knex(), 'account.deleted')).filter((entry) => entry.targetId === String(user.id));
    expect(audit).toBeDefined();
    expect(kit.logs.text()).not.toContain('Rosa');
  });

  it('holds the username for 30 days, then frees it', async () => {
    const user = await kit.signedUp();
    expect((await kit.remove(user.cookie, { password: PASSWORD })).status).toBe(200);
    const signUp = () => apiPost(kit.app(), '/api/auth/register', { username: user.username, name: 'New Person', email: 'new-person@example.org', password: 'another-long-password' });
    expect((await signUp()).status).toBe(409);
    await kit.knex()('users').where({ id: user.id }).update({ deletedAt: kit.knex().raw("now() - interval '31 days'") });
    expect((await signUp()).status).toBe(201);
  });

  it('refuses a wrong password (a field error) and deletes nothing', async () => {
    const user = await kit.signedUp();
    const res = await kit.remove(user.cookie, { password: 'not-my-password' }, 'es');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.password).toBe('Su contraseña actual no es correcta. Por favor, inténtelo de nuevo.');
    expect((await kit.profile(user.cookie)).status).toBe(200);
  });

  it('asks for the two-step code when two-step sign-in is on', async () => {
    const user = await kit.signedUp();
    const setup = twoFactorSetupResponseSchema.parse((await apiPost(kit.app(), '/api/auth/two-factor/setup', { password: PASSWORD }, { cookie: user.cookie })).body);
    const code = () => new TOTP({ secret: Secret.fromBase32(setup.secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    expect((await apiPost(kit.app(), '/api/auth/two-factor/enable', { code: code() }, { cookie: user.cookie })).status).toBe(200);
    const cookie = user.cookie;
    const without = await kit.remove(cookie, { password: PASSWORD });
    expectSafeEnvelope(without, 400, 'VALIDATION_FAILED');
    expect(Object.keys(without.body.error.fields)).toEqual(['code']);
    expectSafeEnvelope(await kit.remove(cookie, { password: PASSWORD, code: '000000' }), 400, 'VALIDATION_FAILED');
    expect((await kit.profile(cookie)).status).toBe(200);
  });

  it('refuses the last administrator, and lets an admin go once another exists', async () => {
    const admin = await kit.signedUp();
    await kit.knex()('users').update({ isAdmin: false });
    await kit.knex()('users').where({ id: admin.id }).update({ isAdmin: true });
    const res = await kit.remove(admin.cookie, { password: PASSWORD });
    expectSafeEnvelope(res, 409, 'CONFLICT');
    expect(res.body.error.message).toBe('You are the only administrator. Make someone else an administrator first.');
    const second = await kit.signedUp();
    await kit.knex()('users').where({ id: second.id }).update({ isAdmin: true });
    expect((await kit.remove(admin.cookie, { password: PASSWORD })).status).toBe(200);
    // The deleted admin no longer counts: the remaining one is now the last.
    expectSafeEnvelope(await kit.remove(second.cookie, { password: PASSWORD }), 409, 'CONFLICT');
  });

  it.each([[{}], [{ password: 'a\u0000' }], [{ password: 'x'.repeat(10_000) }], [{ password: 12 }], [{ password: PASSWORD, code: ['1'] }]])('refuses hostile input %# with a 400 and deletes nothing', async (body) => {
    const user = await kit.signedUp();
    expectSafeEnvelope(await kit.remove(user.cookie, body), 400, 'VALIDATION_FAILED');
    expect((await kit.profile(user.cookie)).status).toBe(200);
  });

  it('refuses a visitor and a request without the CSRF header', async () => {
    const user = await kit.signedUp();
    expectSafeEnvelope(await kit.remove('', { password: PASSWORD }), 401, 'UNAUTHENTICATED');
    expect((await apiPost(kit.app(), '/api/account/delete', { password: PASSWORD }, { cookie: user.cookie, headers: { 'X-Requested-With': '' } })).status).toBe(403);
  });
});

describe('GET /api/account/export', () => {
  it('downloads everything kept about the account as one JSON file, audited and limited', async () => {
    const user = await kit.signedUp({ name: 'Export Person' });
    // Forms sent from the address are listed once the address is verified (issue 39).
    expect((await apiPost(kit.app(), '/api/account/email/verify', { token: await kit.linkToken(user.email!, '/account/email/verify#') })).status).toBe(200);
    await pass(user.cookie, [1]);
    await kit.knex()('contact_messages').insert({ name: 'Export Person', email: user.email, subject: 'general', message: 'Hello there, a message.' });
    const res = await kit.exportData(user.cookie);
    expect(res.status).toBe(200);
    expectDocumented(res, 'GET', '/api/account/export');
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.body.profile).toMatchObject({ username: user.username, name: 'Export Person', email: user.email });
    expect(res.body.progress).toEqual([expect.objectContaining({ moduleId: 1, completed: true })]);
    expect(res.body.quizAttempts).toHaveLength(2);
    expect(res.body.sessions.length).toBeGreaterThan(0);
    expect(res.body.forms).toEqual([expect.objectContaining({ form: 'contact-message' })]);
    expect(res.text).not.toMatch(/password|hash/i);
    expect((await auditRows(kit.knex(), 'account.exported')).some((row) => row.targetId === String(user.id))).toBe(true);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await kit.exportData(user.cookie)).status);
    expect(statuses.at(-1)).toBe(429);
    expectSafeEnvelope(await apiGet(kit.app(), '/api/account/export'), 401, 'UNAUTHENTICATED');
  });
});
