import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for single text fields, with Node's crypto. A stored value reads
 * `enc1:<key id>:<iv>:<ciphertext+tag>` (base64url), so keys can rotate: the first key of the ring
 * encrypts, any key of the ring decrypts what names it. The field's context (e.g. its table and column)
 * is authenticated too, so a ciphertext copied into another column does not decrypt.
 */
export interface DataKey {
  id: string;
  key: Buffer;
}

export interface Keyring {
  /** Encrypts new values. */
  readonly current: DataKey;
  readonly byId: ReadonlyMap<string, DataKey>;
}

const PREFIX = 'enc1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
/** What a bare key (no `id:`) is called, so it can be named later when a new key is added in front of it. */
export const DEFAULT_KEY_ID = 'default';

/**
 * Reads `DATA_ENCRYPTION_KEY`: one base64 key of 32 bytes, or `id:key` pairs separated by commas, the
 * first of which encrypts. Errors never repeat the value (it is a secret).
 */
export function parseDataKeys(spec: string): DataKey[] {
  const entries = spec.split(',').map((entry) => entry.trim()).filter(Boolean);
  if (entries.length === 0) throw new Error('expected base64 of 32 bytes, or id:key pairs separated by commas');
  const keys = entries.map((entry, index) => {
    const colon = entry.indexOf(':');
    const id = colon === -1 ? DEFAULT_KEY_ID : entry.slice(0, colon);
    const encoded = colon === -1 ? entry : entry.slice(colon + 1);
    if (!KEY_ID.test(id)) throw new Error(`key ${index + 1}: the id may use letters, digits, - and _ (1 to 32)`);
    const key = BASE64.test(encoded) ? Buffer.from(encoded, 'base64') : Buffer.alloc(0);
    if (key.length !== 32) throw new Error(`key ${index + 1} (${id}): expected base64 of exactly 32 bytes (openssl rand -base64 32)`);
    return { id, key };
  });
  const ids = keys.map((key) => key.id);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  if (repeated) throw new Error(`the key id "${repeated}" is used twice`);
  return keys;
}

export function createKeyring(keys: readonly DataKey[]): Keyring {
  if (keys.length === 0) throw new Error('a keyring needs at least one key');
  return { current: keys[0]!, byId: new Map(keys.map((key) => [key.id, key])) };
}

export function encryptField(keyring: Keyring, plaintext: string, context: string): string {
  const { id, key } = keyring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [PREFIX, id, iv.toString('base64url'), sealed.toString('base64url')].join(':');
}

export class DecryptionError extends Error {
  constructor(reason: string) {
    super(`cannot decrypt field: ${reason}`);
    this.name = 'DecryptionError';
  }
}

export function decryptField(keyring: Keyring, stored: string, context: string): string {
  const [prefix, id, ivText, sealedText, ...rest] = stored.split(':');
  if (prefix !== PREFIX || !id || !ivText || !sealedText || rest.length > 0) throw new DecryptionError('not an encrypted value');
  const dataKey = keyring.byId.get(id);
  if (!dataKey) throw new DecryptionError(`key "${id}" is not configured (DATA_ENCRYPTION_KEY)`);
  const iv = Buffer.from(ivText, 'base64url');
  const sealed = Buffer.from(sealedText, 'base64url');
  if (iv.length !== IV_BYTES || sealed.length < TAG_BYTES) throw new DecryptionError('malformed value');
  const decipher = createDecipheriv('aes-256-gcm', dataKey.key, iv);
  decipher.setAAD(Buffer.from(context, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new DecryptionError('authentication failed (wrong key, or the value was changed)');
  }
}

/** null stays null: an optional field left empty has nothing to hide. */
export function encryptOptional(keyring: Keyring, plaintext: string | null, context: string): string | null {
  return plaintext === null ? null : encryptField(keyring, plaintext, context);
}

export function decryptOptional(keyring: Keyring, stored: string | null, context: string): string | null {
  return stored === null ? null : decryptField(keyring, stored, context);
}

/** A fresh key as the key file and DATA_ENCRYPTION_KEY spell it: `id:base64`. */
export function newDataKeySpec(id: string): string {
  return `${id}:${randomBytes(32).toString('base64')}`;
}
