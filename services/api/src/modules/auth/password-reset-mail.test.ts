// The reset mail itself: one mail for an address several accounts share, its limits, and what never reaches the logs.
import { readdirSync } from 'node:fs';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { linkParams, PUBLIC_URL, usePasswordResetApp } from '../../test/password-reset-kit.js';

const kit = usePasswordResetApp();
const { createAccount, forgot, login, mailsTo, reset, tokenFor } = kit;

describe('an address shared by several accounts (issue 9, defect 4)', () => {
  it('gets one mail listing every account on it by quoted username, each with its own single-use link', async () => {
    await createAccount('abuela-rosa', 'first-password', 'Family.Home@example.org');
    await createAccount('nieto-leo', 'first-password', 'family.home@example.org');
    // Someone signs up on the family's address with a name meant to mislead the reader.
    await createAccount('Click.here-to.verify', 'first-password', 'FAMILY.HOME@example.org');
    const res = await forgot('Family.HOME@Example.org');
    expect(res.status).toBe(200);
    await kit.settleMail();

    const mails = mailsTo('family.home@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    for (const username of ['abuela-rosa', 'nieto-leo', 'Click.here-to.verify']) expect(mail!.text).toContain(`Username: "${username}"`);
    expect(mail!.text).toContain('3 accounts use this email address');
    // No display name anywhere: the mail greets nobody by a name someone else chose.
    expect(mail!.text).not.toContain('Lena Park');
    expect(mail!.html).not.toContain('Lena Park');
    expect(mail!.text).toMatch(/Did not ask for this\? You can ignore this email/);
    expect(mail!.text).toContain(`${PUBLIC_URL}/contact`);

    const links = [...mail!.text.matchAll(/https?:\/\/\S+#\S+/g)].map((match) => match[0]);
    expect(links).toHaveLength(3);
    const tokens = links.map((link) => linkParams(link).get('token'));
    expect(new Set(tokens).size).toBe(3);
    // Each link resets its own account, once.
    const nieto = links[1]!;
    const done = await reset({ token: linkParams(nieto).get('token'), email: linkParams(nieto).get('email'), password: 'a-new-family-password' });
    expect(done.status).toBe(200);
    expect((await login('nieto-leo', 'a-new-family-password')).status).toBe(200);
    expect((await login('abuela-rosa', 'first-password')).status).toBe(200);
    const again = await reset({ token: linkParams(nieto).get('token'), email: 'family.home@example.org', password: 'another-new-password' });
    expectSafeEnvelope(again, 400, 'VALIDATION_FAILED');
  });

  it('writes the Spanish mail with the same parts', async () => {
    await createAccount('tia-marta', 'first-password', 'casa@example.org');
    await createAccount('tio-juan', 'first-password', 'casa@example.org');
    await forgot('casa@example.org', { lang: 'es' });
    await kit.settleMail();
    const [mail] = mailsTo('casa@example.org');
    expect(mail!.subject).toBe('Restablezca su contraseña');
    expect(mail!.text).toContain('Nombre de usuario: "tia-marta"');
    expect(mail!.text).toContain('2 cuentas usan este correo electrónico');
    expect(mail!.text).toMatch(/¿No lo pidió usted\? Puede ignorar este correo/);
  });

  it('limits reset mails per address: the inbox cannot be flooded', async () => {
    await createAccount('inbox-owner', 'first-password', 'inbox@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      // From seven different addresses: the per-address rule still holds.
      const res = await forgot('Inbox@Example.org', { headers: { 'X-Forwarded-For': `198.51.100.${i}` } });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    await kit.settleMail();
    expect(mailsTo('inbox@example.org')).toHaveLength(5);
  });
});

describe('secrets stay out of logs and request lines (issue 9, defect 12)', () => {
  it('never logs a reset link, token, password or email body, at any level', async () => {
    await createAccount('quiet', 'first-password');
    const token = await tokenFor('quiet');
    expect((await reset({ token, email: 'quiet@example.org', password: 'calm-river-password' })).status).toBe(200);
    const text = kit.logs.text();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain(token);
    expect(text).not.toContain(encodeURIComponent(token));
    expect(text).not.toMatch(/reset-password#|reset-password\?token/);
    expect(text).not.toContain('calm-river-password');
    expect(text).not.toContain('first-password');
  });

  it('still writes mail to the outbox folder when no SMTP server is configured', () => {
    expect(readdirSync(kit.outboxFolder()).some((name) => name.endsWith('.eml'))).toBe(true);
  });
});
