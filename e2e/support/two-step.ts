import { createHmac } from 'node:crypto';
import type { APIRequest } from '@playwright/test';
import { expect } from '@playwright/test';
import { uniqueName } from './accounts';

const PERIOD_MS = 30_000;

function base32Bytes(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/** The 6-digit code an authenticator app shows for `secret` at `time` (RFC 6238: SHA-1, 30 s, as the API's). */
export function totpCode(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / PERIOD_MS)));
  const hmac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/**
 * A new learner account with two-step sign-in on, made through the API in its own request context (the
 * page's cookies stay a visitor's): signed up, the app's secret set up, and turned on with the code of the
 * step before now (the API accepts one step either side), so the current step's code is still unused for
 * the sign-in that follows. Returns the account and its secret, for `totpCode`.
 */
export async function accountWithTwoStep(request: APIRequest, baseURL: string, name: string) {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { 'X-Requested-With': 'fetch' } });
  const username = uniqueName('twostep');
  const password = 'Tortilla-Rio-Verde-84';
  try {
    expect((await api.post('/api/auth/register', { data: { username, name, email: `${username}@example.org`, password } })).status()).toBe(201);
    const setup = await api.post('/api/auth/two-factor/setup', { data: { password } });
    expect(setup.status()).toBe(200);
    const { secret } = (await setup.json()) as { secret: string };
    const enable = await api.post('/api/auth/two-factor/enable', { data: { code: totpCode(secret, Date.now() - PERIOD_MS) } });
    expect(enable.status()).toBe(200);
    return { username, password, secret };
  } finally {
    await api.dispose();
  }
}
