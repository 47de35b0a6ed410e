import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function sessionSecretFile(dataDir: string): string {
  return path.join(dataDir, 'session-secret');
}

/**
 * Outside production, without SESSION_SECRET: a random secret made once and kept in <dataDir>/session-secret
 * (owner-only), so sessions survive restarts and no secret from the repository ever signs a cookie.
 * Production refuses to start without SESSION_SECRET instead (config.ts).
 */
export function loadOrCreateSessionSecret(dataDir: string): { secret: string; created: boolean } {
  const file = sessionSecretFile(dataDir);
  try {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length < 32) throw new Error(`${file} holds fewer than 32 characters; delete it to make a new secret.`);
    return { secret, created: false };
  } catch (err) {
    if ((err as { code?: string }).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': if another process wrote one first, use theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as { code?: string }).code === 'EEXIST') return { secret: readFileSync(file, 'utf8').trim(), created: false };
    throw err;
  }
  chmodSync(file, 0o600);
  return { secret, created: true };
}
