// Issue 39 §1.3: only a verified address links forms to an account. Sign-up mails a single-use link; a changed
// address confirmed by its link counts as verified; /account can send the link again.
import { accountProfileSchema } from '@reentry/contracts/account';
import { apiGet, apiPost } from '../../test/api-client.js';
import { PASSWORD, useAccountApp } from '../../test/account-kit.js';
import { assistanceRow, contactRow } from '../../test/admin-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { emailVerified } from '../../db/migrations/280-verified-email.js';

const kit = useAccountApp();
let ips = 0;
const ip = () => `198.18.0.${(ips += 1)}`;
const verify = (token: unknown) => apiPost(kit.app(), '/api/account/email/verify', { token }, { headers: { 'X-Forwarded-For': ip() } });
const sendAgain = (cookie: string, lang: 'en' | 'es' = 'en') => apiPost(kit.app(), '/api/account/email/verify-link', {}, { cookie, lang });
const verifyToken = (to: string) => kit.linkToken(to, '/account/email/verify#');
const exported = async (cookie: string) => (await apiGet(kit.app(), '/api/account/export', cookie)).body as { forms: unknown[]; profile: { emailVerified: boolean } };
const verifiedNow = async (cookie: string) => accountProfileSchema.parse((await kit.profile(cookie)).body).emailVerified;

describe('GET /api/account/export and an address typed at sign-up', () => {
  it("shows none of the forms sent from someone else's address until the address is verified", async () => {
    const victim = `victim-${Date.now()}@example.org`;
    await kit.knex()('assistance_requests').insert(assistanceRow({ email: victim }));
    await kit.knex()('contact_messages').insert(contactRow({ email: victim.toUpperCase() }));
    const stranger = await kit.signedUp({ email: victim });
    const data = await exported(stranger.cookie);
    expect(data.forms).toEqual([]);
    expect(data.profile.emailVerified).toBe(false);
  });

  it('the link mailed at sign-up verifies the address, once; then the forms sent from it are listed', async () => {
    const learner = await kit.signedUp();
    await kit.knex()('contact_messages').insert(contactRow({ email: learner.email }));
    await kit.settleMail();
    const [mail] = kit.allMailsTo(learner.email!).filter((sent) => sent.subject === 'Confirm your email address');
    expect(mail!.text).toContain('7 days');
    const token = await verifyToken(learner.email!);
    const res = await verify(token);
    expect(res.status).toBe(200);
    expectDocumented(res, 'POST', '/api/account/email/verify');
    expect(res.body.message).toBe('Your email address is confirmed.');
    expect(await verifiedNow(learner.cookie)).toBe(true);
    expect((await exported(learner.cookie)).forms).toEqual([expect.objectContaining({ form: 'contact-message' })]);
    const again = await verify(token);
    expectSafeEnvelope(again, 400, 'VALIDATION_FAILED');
    expect(again.body.error.fields.token).toBe('This link does not work. It may be used already or too old. Sign in and ask for a new one.');
  });

  it('a link for an address the account no longer has, or of a deleted account, does nothing', async () => {
    const moved = await kit.signedUp();
    const oldLink = await verifyToken(moved.email!);
    expect((await kit.patch(moved.cookie, { email: `moved-${moved.username}@example.net`, currentPassword: PASSWORD })).status).toBe(200);
    expect((await kit.confirm(await kit.confirmToken(`moved-${moved.username}@example.net`), ip())).status).toBe(200);
    expectSafeEnvelope(await verify(oldLink), 400, 'VALIDATION_FAILED');

    const gone = await kit.signedUp();
    const goneLink = await verifyToken(gone.email!);
    expect((await kit.remove(gone.cookie, { password: PASSWORD })).status).toBe(200);
    expectSafeEnvelope(await verify(goneLink), 400, 'VALIDATION_FAILED');
  });

  it('an address confirmed through the email-change link is verified, and so is one an undo link puts back', async () => {
    const learner = await kit.signedUp();
    const next = `next-${learner.username}@example.net`;
    expect((await kit.patch(learner.cookie, { email: next, currentPassword: PASSWORD })).status).toBe(200);
    expect((await kit.confirm(await kit.confirmToken(next), ip())).status).toBe(200);
    expect(await verifiedNow(learner.cookie)).toBe(true);
    expect((await kit.undo(await kit.undoToken(learner.email!), ip())).status).toBe(200);
    const row = await kit.knex()('users').where({ id: learner.id }).first('email', 'emailVerifiedAt');
    expect(row.email).toBe(learner.email);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it.each([['a\u0000b'], ['x'.repeat(10_000)], [42], [['t']], [null], ['not-a-real-token']])('refuses a hostile or unknown token %# with a 400', async (token) => {
    expectSafeEnvelope(await verify(token), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/account/email/verify-link (send the link again)', () => {
  it('mails a new link in the request language; only the newest link works; limited per account', async () => {
    const learner = await kit.signedUp();
    const first = await verifyToken(learner.email!);
    const res = await sendAgain(learner.cookie, 'es');
    expect(res.status).toBe(200);
    expectDocumented(res, 'POST', '/api/account/email/verify-link');
    expect(res.body.message).toBe('Le enviamos un enlace nuevo a su correo electrónico. Ábralo para confirmar su correo.');
    await kit.settleMail();
    expect(kit.allMailsTo(learner.email!).map((mail) => mail.subject)).toContain('Confirme su correo electrónico');
    const second = await verifyToken(learner.email!);
    expectSafeEnvelope(await verify(first), 400, 'VALIDATION_FAILED');
    expect((await verify(second)).status).toBe(200);

    const busy = await kit.signedUp();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await sendAgain(busy.cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('says so when there is nothing to confirm (409), and refuses a visitor (401)', async () => {
    const learner = await kit.signedUp();
    expect((await verify(await verifyToken(learner.email!))).status).toBe(200);
    const done = await sendAgain(learner.cookie);
    expectSafeEnvelope(done, 409, 'CONFLICT');
    expect(done.body.error.message).toBe('Your email address is confirmed already.');
    const noEmail = await kit.signedUp({ email: null });
    const none = await sendAgain(noEmail.cookie);
    expectSafeEnvelope(none, 409, 'CONFLICT');
    expect(none.body.error.message).toBe('Add an email address first.');
    expectSafeEnvelope(await apiPost(kit.app(), '/api/account/email/verify-link', {}), 401, 'UNAUTHENTICATED');
  });
});

describe('migration 280: existing accounts', () => {
  it('start unverified, except an address confirmed through the email-change link (and not undone since)', async () => {
    const knex = kit.knex();
    await emailVerified.down(knex);
    const insert = async (username: string, email: string) => ((await knex('users').insert({ username, name: 'x', email, passwordHash: 'x' }).returning('id')) as { id: number }[])[0]!.id;
    const typed = await insert('m-typed', 'typed@example.org');
    const changed = await insert('m-changed', 'changed@example.org');
    const undone = await insert('m-undone', 'back@example.org');
    const change = (userId: number, fields: object) => knex('email_changes').insert({ userId, tokenHash: `h${userId}${Math.random()}`, expiresAt: knex.raw("now() + interval '1 hour'"), ...fields });
    await change(changed, { oldEmail: 'before@example.org', newEmail: 'changed@example.org', confirmedAt: knex.fn.now() });
    await change(undone, { oldEmail: 'back@example.org', newEmail: 'elsewhere@example.org', confirmedAt: knex.fn.now(), undoneAt: knex.fn.now() });
    await emailVerified.up(knex);
    const rows = (await knex('users').whereIn('id', [typed, changed, undone]).orderBy('id').select('emailVerifiedAt')) as { emailVerifiedAt: Date | null }[];
    expect(rows.map((row) => row.emailVerifiedAt !== null)).toEqual([false, true, true]);
  });
});
