import { readdirSync } from 'node:fs';
import { apiGet, sessionCookie, sessionId } from '../../test/api-client.js';
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { linkParams, PUBLIC_URL, usePasswordResetApp } from '../../test/password-reset-kit.js';

const kit = usePasswordResetApp();
const { createAccount, forgot, login, mailsTo, reset, tokenFor } = kit;

describe('POST /api/auth/forgot-password', () => {
  it('has saved the hashed token and queued the mail by the time it answers 200 (the worker sends it)', async () => {
    await createAccount('marco');
    const res = await forgot('marco@example.org');
    expect(res.status).toBe(200);
    const rows = await kit.knex()('password_resets').join('users', 'users.id', 'password_resets.user_id').where('users.username', 'marco');
    expect(rows).toHaveLength(1);
    const queued = await kit.knex()('mail_outbox').where({ toAddress: 'marco@example.org' }).whereNot({ kind: 'email-verify' });
    expect(queued.map((mail: { kind: string; status: string }) => [mail.kind, mail.status])).toEqual([['password-reset', 'pending']]);
    expect(mailsTo('marco@example.org')).toEqual([]);
    await kit.settleMail();
    expect(mailsTo('marco@example.org')).toHaveLength(1);
  });

  it('answers the same for a known and an unknown email, and mails a link on PUBLIC_URL to the known one', async () => {
    await createAccount('lena');
    const known = await forgot('Lena@Example.org', { headers: { Host: 'attacker.example', 'X-Forwarded-Host': 'attacker.example' } });
    const unknown = await forgot('nobody@example.org');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ message: "If an account exists with that email, we've sent instructions to reset your password." });
    expect(known.headers['set-cookie']).toBeUndefined();

    await kit.settleMail();
    expect(mailsTo('nobody@example.org')).toEqual([]);
    const [mail] = mailsTo('lena@example.org');
    expect(mail!.subject).toBe('Reset your password');
    const link = new URL(/https?:\/\/\S+#\S+/.exec(mail!.text)![0]);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.pathname).toBe('/reset-password');
    // Token and email ride in the fragment, which no server or proxy log ever sees.
    expect(link.search).toBe('');
    expect(linkParams(link.toString()).get('email')).toBe('lena@example.org');
    expect(linkParams(link.toString()).get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail!.html).toContain(`href="${link.toString().replace(/&/g, '&#38;')}"`);
    expect(readdirSync(kit.outboxFolder()).some((name) => name.endsWith('.eml'))).toBe(true);

    // Only a hash of the token is stored.
    const stored = await kit.knex()('password_resets').select('tokenHash');
    expect(stored.map((row: { tokenHash: string }) => row.tokenHash)).not.toContain(linkParams(link.toString()).get('token'));
  });

  it('answers and mails in Spanish when asked', async () => {
    await createAccount('sofia');
    const res = await forgot('sofia@example.org', { lang: 'es' });
    expect(res.body.message).toBe('Si existe una cuenta con ese correo electrónico, le enviamos instrucciones para restablecer su contraseña.');
    await kit.settleMail();
    expect(mailsTo('sofia@example.org')[0]!.subject).toBe('Restablezca su contraseña');
  });

  it('answers 400 with the field message for a bad email', async () => {
    const res = await forgot('nope');
    expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(res.body.error.fields).toEqual({ email: 'Please enter a valid email address' });
    expect((await forgot('nope', { lang: 'es' })).body.error.message).toBe('Por favor, ingrese un correo electrónico válido');
  });
});

describe('POST /api/auth/reset-password', () => {
  it('sets the new password, ends every session of the user, and does not log anyone in', async () => {
    const phone = await createAccount('omar');
    const laptop = sessionCookie(await login('omar', 'first-password'));
    const token = await tokenFor('omar');

    const res = await reset({ token, email: 'omar@example.org', password: 'second-password' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your password has been changed. Please log in with your new password.' });
    // No logged-in session: at most a cleared cookie, and no session row for the user.
    expect(sessionId(sessionCookie(res)) ?? '').toBe('');
    const omar = await kit.knex()('users').where({ username: 'omar' }).first('id');
    expect(await kit.knex()('sessions').where({ userId: omar.id })).toEqual([]);

    for (const cookie of [phone, laptop]) expectSafeEnvelope(await apiGet(kit.app(), '/api/auth/me', cookie), 401, 'UNAUTHENTICATED');
    expectSafeEnvelope(await login('omar', 'first-password'), 401, 'UNAUTHENTICATED');
    expect((await login('omar', 'second-password')).status).toBe(200);

    const reused = await reset({ token, email: 'omar@example.org', password: 'third-password' });
    expectSafeEnvelope(reused, 400, 'VALIDATION_FAILED');
    expect(reused.body.error.message).toBe('Invalid or expired password reset link');
  });

  it('of ten concurrent submits of one token, exactly one succeeds', async () => {
    await createAccount('nadia');
    const token = await tokenFor('nadia');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => reset({ token, email: 'nadia@example.org', password: `parallel-${i}-password` })),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, ...Array(9).fill(400)]);
    const winner = results.findIndex((res) => res.status === 200);
    expect((await login('nadia', `parallel-${winner}-password`)).status).toBe(200);
  });

  it('refuses an expired token, a wrong email and an unknown token, in English and Spanish', async () => {
    await createAccount('iris');
    await createAccount('ivan');
    const expired = await tokenFor('iris');
    await kit.knex()('password_resets').update({ expiresAt: new Date(Date.now() - 1000) });
    const fresh = await tokenFor('iris');
    for (const body of [
      { token: expired, email: 'iris@example.org', password: 'new-password' },
      { token: fresh, email: 'ivan@example.org', password: 'new-password' },
      { token: 'made-up-token', email: 'iris@example.org', password: 'new-password' },
    ]) {
      const res = await reset(body);
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(res.body.error.message).toBe('Invalid or expired password reset link');
      expect((await reset(body, 'es')).body.error.message).toBe('Enlace para restablecer la contraseña no válido o vencido');
    }
    // The wrong-email attempt did not spend the token.
    expect((await reset({ token: fresh, email: 'iris@example.org', password: 'new-password' })).status).toBe(200);
  });

  it('checks the new password rules (8 to 100 characters) and a missing token', async () => {
    const short = await reset({ token: 't', email: 'iris@example.org', password: 'short' });
    expect(short.body.error.fields).toEqual({ password: 'Password must be at least 8 characters' });
    const missing = await reset({ email: 'iris@example.org', password: 'long-enough' }, 'es');
    expect(missing.body.error.fields).toEqual({ token: 'Enlace para restablecer la contraseña no válido o vencido' });
  });
});
