// Issue 31 section 1: a new email address changes only when the link mailed to it is opened; the old one can undo.
import { apiGet } from '../../test/api-client.js';
import { PASSWORD, useAccountApp } from '../../test/account-kit.js';
import { auditRows } from '../../test/admin-kit.js';
import { expectDocumented } from '../../test/openapi-check.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const kit = useAccountApp();
const ask = (cookie: string, email: string, currentPassword: unknown = PASSWORD, lang: 'en' | 'es' = 'en') => kit.patch(cookie, { email, currentPassword }, lang);

describe('PATCH /api/account { email, currentPassword }', () => {
  it('mails a link to the new address; the email changes only when it is opened, once; the old address can undo for 7 days', async () => {
    const user = await kit.signedUp();
    const res = await ask(user.cookie, 'New.Home@Example.org');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: user.email, pendingEmail: 'new.home@example.org' });
    const token = await kit.confirmToken('new.home@example.org');
    expect((await kit.profile(user.cookie)).body.email).toBe(user.email);

    const confirmed = await kit.confirm(token);
    expect(confirmed.status).toBe(200);
    expectDocumented(confirmed, 'POST', '/api/account/email/confirm');
    expect((await kit.profile(user.cookie)).body).toMatchObject({ email: 'new.home@example.org', pendingEmail: null });
    expectSafeEnvelope(await kit.confirm(token), 400, 'VALIDATION_FAILED');

    // The old address is told, with a way back that ends every session.
    const undoToken = await kit.undoToken(user.email!);
    const [told] = kit.mailsTo(user.email!).filter((mail) => mail.subject === 'Your email address was changed');
    expect(told!.text).toContain('7 days');
    const undo = await kit.undo(undoToken);
    expect(undo.status).toBe(200);
    expectDocumented(undo, 'POST', '/api/account/email/undo');
    expectSafeEnvelope(await apiGet(kit.app(), '/api/account', user.cookie), 401, 'UNAUTHENTICATED');
    const row = await kit.knex()('users').where({ id: user.id }).first('email');
    expect(row.email).toBe(user.email);
    expect((await auditRows(kit.knex(), 'account.email_change_undone')).map((entry) => entry.targetId)).toContain(String(user.id));
    // The undo link works once too.
    expectSafeEnvelope(await kit.undo(await kit.undoToken(user.email!)), 400, 'VALIDATION_FAILED');
  });

  it('refuses an expired link, and an undo link past 7 days', async () => {
    const user = await kit.signedUp();
    await ask(user.cookie, 'late@example.org');
    const token = await kit.confirmToken('late@example.org');
    await kit.knex()('email_changes').where({ userId: user.id }).update({ createdAt: kit.knex().raw("now() - interval '25 hours'"), expiresAt: kit.knex().raw("now() - interval '1 hour'") });
    const res = await kit.confirm(token, '203.0.113.10');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.token).toBe('This link does not work. It may be used already or too old. Sign in and ask for a new one.');
    expect((await kit.profile(user.cookie)).body.email).toBe(user.email);

    await ask(user.cookie, 'later@example.org');
    expect((await kit.confirm(await kit.confirmToken('later@example.org'), '203.0.113.10')).status).toBe(200);
    const undoToken = await kit.undoToken(user.email!);
    await kit.knex()('email_changes').where({ userId: user.id }).whereNotNull('undoTokenHash').update({ undoExpiresAt: kit.knex().raw("now() - interval '1 minute'") });
    expectSafeEnvelope(await kit.undo(undoToken, '203.0.113.10'), 400, 'VALIDATION_FAILED');
  });

  it('lets a learner without email add one; there is no old address to tell', async () => {
    const user = await kit.signedUp({ email: null });
    expect((await kit.profile(user.cookie)).body.email).toBeNull();
    expect((await ask(user.cookie, 'first-address@example.org')).status).toBe(200);
    expect((await kit.confirm(await kit.confirmToken('first-address@example.org'), '203.0.113.11')).status).toBe(200);
    expect((await kit.profile(user.cookie)).body.email).toBe('first-address@example.org');
    expect(await kit.knex()('email_changes').where({ userId: user.id }).first('undoTokenHash')).toEqual({ undoTokenHash: null });
  });

  it('answers the same for an address another account uses (and mails the link anyway)', async () => {
    const owner = await kit.signedUp();
    const user = await kit.signedUp();
    const taken = await ask(user.cookie, owner.email!);
    const fresh = await ask((await kit.signedUp()).cookie, 'nobody-uses-this@example.org');
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body)).toEqual(Object.keys(fresh.body));
    await kit.settleMail();
    expect(kit.mailsTo(owner.email!).some((mail) => mail.subject === 'Confirm your new email address')).toBe(true);
    expect(kit.logs.text()).not.toContain(owner.email!);
  });

  it('wants the current password (wrong is a field error; missing is a 400), the same address is refused', async () => {
    const user = await kit.signedUp();
    const wrong = await ask(user.cookie, 'x1@example.org', 'not-my-password', 'es');
    expectSafeEnvelope(wrong, 400, 'VALIDATION_FAILED');
    expect(wrong.body.error.fields.currentPassword).toBe('Su contraseña actual no es correcta. Por favor, inténtelo de nuevo.');
    expectSafeEnvelope(await kit.patch(user.cookie, { email: 'x2@example.org' }), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await ask(user.cookie, user.email!.toUpperCase()), 400, 'VALIDATION_FAILED');
    await kit.settleMail();
    expect(kit.mailsTo('x1@example.org')).toEqual([]);
  });

  it('is limited per account like forgot-password, before the password is checked', async () => {
    const user = await kit.signedUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await ask(user.cookie, `flood${i}@example.org`, 'wrong-password-each-time')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it.each([['a\u0000b'], ['x'.repeat(10_000)], [42], [['t']], [null]])('refuses a hostile token %# with a 400', async (token) => {
    expectSafeEnvelope(await kit.confirm(token, '203.0.113.12'), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await kit.undo(token, '203.0.113.12'), 400, 'VALIDATION_FAILED');
  });

  it('audits the request and the change without any address', async () => {
    const user = await kit.signedUp();
    await ask(user.cookie, 'audited@example.org');
    await kit.confirm(await kit.confirmToken('audited@example.org'), '203.0.113.13');
    const rows = [...(await auditRows(kit.knex(), 'account.email_change_requested')), ...(await auditRows(kit.knex(), 'account.email_changed'))].filter((row) => row.targetId === String(user.id));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('@');
  });
});
