// Issue 31: "Forgot your username?" mails every username on the address, and tells a stranger nothing.
import { expectSafeEnvelope } from '../../test/safe-envelope.js';
import { apiPost } from '../../test/api-client.js';
import { usePasswordResetApp } from '../../test/password-reset-kit.js';

const kit = usePasswordResetApp();
const { createAccount, mailsTo } = kit;
const ask = (email: unknown, options: { lang?: 'en' | 'es'; ip?: string } = {}) =>
  apiPost(kit.app(), '/api/auth/forgot-username', { email }, { lang: options.lang, headers: { 'X-Forwarded-For': options.ip ?? '198.51.100.7' } });

/** The look-up and the mail run after the answer: wait for the outbox row, then deliver it. */
async function settle(): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    const queued = await kit.knex()('mail_outbox').where({ kind: 'forgot-username', status: 'pending' }).first('id');
    if (queued) break;
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  await kit.settleMail();
}

describe('POST /api/auth/forgot-username', () => {
  it('mails every username on the address, in both languages with the asker\'s first', async () => {
    await createAccount('maria-g', 'first-password', 'Maria.Home@example.org');
    await createAccount('maria-work', 'first-password', 'maria.home@example.org');
    const res = await ask('MARIA.home@example.org', { lang: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Si una cuenta usa ese correo electrónico, le enviamos allí su nombre de usuario. Revise su bandeja de entrada.' });
    await settle();
    const [mail, ...others] = mailsTo('maria.home@example.org');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('Su nombre de usuario / Your username');
    expect(mail!.text).toContain('"maria-g"');
    expect(mail!.text).toContain('"maria-work"');
    expect(mail!.text.indexOf('2 cuentas usan este correo')).toBeLessThan(mail!.text.indexOf('2 accounts use this email address'));
    expect(mail!.text).toContain('https://learn.example.org/login');
    expect(mail!.text).not.toContain('Lena Park');
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    await createAccount('known-one', 'first-password', 'known@example.org');
    const known = await ask('known@example.org', { ip: '198.51.100.20' });
    const unknown = await ask('nobody-here@example.org', { ip: '198.51.100.21' });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body).toEqual({ message: 'If an account uses that email, we have sent its username there. Check your inbox.' });
    await settle();
    expect(mailsTo('nobody-here@example.org')).toHaveLength(0);
    expect(mailsTo('known@example.org')).toHaveLength(1);
    // No email address in any log line.
    expect(kit.logs.text()).not.toContain('nobody-here@example.org');
  });

  it('limits requests per address (from anywhere) and per client, before any look-up', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await ask('flooded@example.org', { ip: `198.51.100.${100 + i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    for (let i = 0; i < 20; i += 1) await ask(`person${i}@example.org`, { ip: '198.51.100.60' });
    expectSafeEnvelope(await ask('one-more@example.org', { ip: '198.51.100.60' }), 429, 'RATE_LIMITED');
  });

  it.each([['not-an-email'], ['a\u0000@example.org'], [`${'x'.repeat(10_000)}@example.org`], [42], [['a@example.org']], [{ __proto__: { isAdmin: true } }], [null]])(
    'refuses %# with a translated 400',
    async (email) => {
      const res = await ask(email, { ip: '198.51.100.250', lang: 'es' });
      expectSafeEnvelope(res, 400, 'VALIDATION_FAILED');
    },
  );
});
