// Issue 39 §1.2: an email-change undo link cannot undo the owner's recovery. An undo restores only the address it
// was sent to; an undo of an earlier change voids the links of every later one; a password change (every path)
// voids every pending link, except the one undo link that goes back to the address the account had before its
// recent changes (so someone who knows the password cannot take the owner's way back by changing it).
import { resetCodeSchema } from '@reentry/contracts/reset-codes';
import { apiPost, sessionCookie } from '../../test/api-client.js';
import { PASSWORD, useAccountApp } from '../../test/account-kit.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';

const kit = useAccountApp();
const NEW_PASSWORD = 'owner-takes-it-back-93';
let ips = 0;
const ip = () => `203.0.113.${100 + (ips += 1)}`;

/** Changes the account's address to `to` as whoever holds `cookie` (and the password) would: ask, open the link. */
async function changeTo(cookie: string, to: string): Promise<void> {
  expect((await kit.patch(cookie, { email: to, currentPassword: PASSWORD })).status).toBe(200);
  expect((await kit.confirm(await kit.confirmToken(to), ip())).status).toBe(200);
}

const emailOf = async (id: number) => ((await kit.knex()('users').where({ id }).first('email')) as { email: string | null }).email;

async function signIn(username: string, password: string): Promise<string> {
  const res = await kit.login(username, password);
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

const changePassword = (cookie: string, currentPassword: string, newPassword = NEW_PASSWORD) =>
  apiPost(kit.app(), '/api/auth/change-password', { currentPassword, newPassword }, { cookie });

describe('POST /api/account/email/undo after more than one change', () => {
  it('A to B to C: once the owner undoes from A and changes the password, the undo link sent to B does nothing', async () => {
    const owner = await kit.signedUp();
    const a = owner.email!;
    const b = `b-${owner.username}@example.net`;
    const c = `c-${owner.username}@example.net`;
    // Someone who knows the password: A to B, then B to C, so one undo link goes to their own address B.
    const intruder = await signIn(owner.username, PASSWORD);
    await changeTo(intruder, b);
    await changeTo(intruder, c);
    const undoFromA = await kit.undoToken(a);
    const undoFromB = await kit.undoToken(b);

    expect((await kit.undo(undoFromA, ip())).status).toBe(200);
    expect(await emailOf(owner.id)).toBe(a);
    const changed = await changePassword(await signIn(owner.username, PASSWORD), PASSWORD);
    expect(changed.status).toBe(200);
    const cookie = sessionCookie(changed);

    const res = await kit.undo(undoFromB, ip());
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields.token).toBe('This link does not work. It may be used already or too old. Sign in and ask for a new one.');
    expect(await emailOf(owner.id)).toBe(a);
    // Still signed in: the B link signed no one out.
    expect((await kit.profile(cookie)).status).toBe(200);
  });

  it("an undo of the earlier change voids the later change's undo link even without a password change", async () => {
    const owner = await kit.signedUp();
    const intruder = await signIn(owner.username, PASSWORD);
    await changeTo(intruder, `b2-${owner.username}@example.net`);
    await changeTo(intruder, `c2-${owner.username}@example.net`);
    const undoFromB = await kit.undoToken(`b2-${owner.username}@example.net`);
    expect((await kit.undo(await kit.undoToken(owner.email!), ip())).status).toBe(200);
    expectSafeEnvelope(await kit.undo(undoFromB, ip()), 400, 'VALIDATION_FAILED');
    expect(await emailOf(owner.id)).toBe(owner.email);
  });

  it("the intruder cannot take the owner's link away: not with a later undo, another change, or a new password", async () => {
    const owner = await kit.signedUp();
    const b = `b3-${owner.username}@example.net`;
    let intruder = await signIn(owner.username, PASSWORD);
    await changeTo(intruder, b);
    await changeTo(intruder, `c3-${owner.username}@example.net`);
    // Their own undo link (C back to B), then a new password that the owner does not know.
    expect((await kit.undo(await kit.undoToken(b), ip())).status).toBe(200);
    intruder = await signIn(owner.username, PASSWORD);
    expect((await changePassword(intruder, PASSWORD, 'intruder-password-77')).status).toBe(200);

    // The owner's link still puts A back, signs everyone out, and A can then reset the password.
    expect((await kit.undo(await kit.undoToken(owner.email!), ip())).status).toBe(200);
    expect(await emailOf(owner.id)).toBe(owner.email);
    expectSafeEnvelope(await kit.profile(intruder), 401, 'UNAUTHENTICATED');
  });

  it('restores only the address the link was sent to', async () => {
    const owner = await kit.signedUp();
    const b = `b4-${owner.username}@example.net`;
    await changeTo(owner.cookie, b);
    await changeTo(owner.cookie, `c4-${owner.username}@example.net`);
    expect((await kit.undo(await kit.undoToken(b), ip())).status).toBe(200);
    expect(await emailOf(owner.id)).toBe(b);
  });
});

describe('a password change voids every pending email link', () => {
  async function pendingLinks() {
    const owner = await kit.signedUp();
    const b = `b5-${owner.username}@example.net`;
    // An old change with its undo link to A, then a second change whose undo link goes to B, then one waiting for its link.
    await changeTo(owner.cookie, b);
    await changeTo(owner.cookie, `c5-${owner.username}@example.net`);
    const pending = `d5-${owner.username}@example.net`;
    expect((await kit.patch(owner.cookie, { email: pending, currentPassword: PASSWORD })).status).toBe(200);
    return { owner, confirm: await kit.confirmToken(pending), undoToB: await kit.undoToken(b), undoToA: await kit.undoToken(owner.email!) };
  }

  async function expectVoided({ owner, confirm, undoToB, undoToA }: Awaited<ReturnType<typeof pendingLinks>>) {
    expectSafeEnvelope(await kit.confirm(confirm, ip()), 400, 'VALIDATION_FAILED');
    expectSafeEnvelope(await kit.undo(undoToB, ip()), 400, 'VALIDATION_FAILED');
    expect(await emailOf(owner.id)).toBe(`c5-${owner.username}@example.net`);
    // Only the way back to the address the account had before these changes is kept.
    expect((await kit.undo(undoToA, ip())).status).toBe(200);
    expect(await emailOf(owner.id)).toBe(owner.email);
  }

  it('on the account page', async () => {
    const links = await pendingLinks();
    expect((await changePassword(links.owner.cookie, PASSWORD)).status).toBe(200);
    await expectVoided(links);
  });

  it('by a reset link', async () => {
    const links = await pendingLinks();
    const address = `c5-${links.owner.username}@example.net`;
    expect((await kit.forgot(address)).status).toBe(200);
    const token = await kit.linkToken(address, '/reset-password#');
    expect((await kit.reset({ token, email: address, password: NEW_PASSWORD })).status).toBe(200);
    await expectVoided(links);
  });

  it('by a reset code', async () => {
    const links = await pendingLinks();
    const admin = await kit.signedUp();
    await kit.knex()('users').where({ id: admin.id }).update({ isAdmin: true });
    const made = await apiPost(kit.app(), `/api/admin/users/${links.owner.id}/reset-code`, {}, { cookie: admin.cookie });
    expect(made.body).toEqual({ code: expect.any(String), expiresAt: expect.any(String) });
    const { code } = resetCodeSchema.parse(made.body);
    expect((await apiPost(kit.app(), '/api/auth/reset-password/code', { username: links.owner.username, code, password: NEW_PASSWORD })).status).toBe(200);
    await expectVoided(links);
  });
});
