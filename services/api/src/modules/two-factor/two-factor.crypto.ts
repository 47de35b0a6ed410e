import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';

export interface TwoFactorKeys {
  /** AES-256-GCM; the result is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
  /** A keyed hash of a recovery code: a copy of the database alone cannot be used to test guesses offline. */
  hashRecoveryCode(code: string): string;
}

const derive = (secret: string, info: string): Buffer => Buffer.from(hkdfSync('sha256', secret, 'reentry-two-factor', info, 32));

/**
 * Keys for two-step sign-in data, derived from SESSION_SECRET (HKDF-SHA256, one key per purpose), so the
 * site needs no second secret. Changing SESSION_SECRET makes stored authenticator secrets unreadable:
 * those users then sign in with a recovery code and set up two-step sign-in again (SECURITY.md).
 */
export function twoFactorKeys(sessionSecret: string): TwoFactorKeys {
  const encryptionKey = derive(sessionSecret, 'totp-secret-v1');
  const recoveryKey = derive(sessionSecret, 'recovery-code-v1');
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown two-factor secret format');
      const decipher = createDecipheriv('aes-256-gcm', encryptionKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
    hashRecoveryCode(code) {
      return createHmac('sha256', recoveryKey).update(normalizeRecoveryCode(code)).digest('hex');
    },
  };
}

/** Recovery codes are read back by people: case, spaces and the dash do not matter. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

/** Letters and digits that cannot be mistaken for each other when copied by hand (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7m2p-x9qrt` (10 characters, about 49 bits each). */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
