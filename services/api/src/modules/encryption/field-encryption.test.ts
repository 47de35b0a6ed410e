import { mkdtempSync, readFileSync, rmSync, statSync, chmodSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../../logger.js';
import { DATA_KEY_FILE, loadKeyring } from './data-key-file.js';
import { createKeyring, decryptField, encryptField, parseDataKeys, type DataKey } from './field-encryption.js';

const key = (id: string, fill: number): DataKey => ({ id, key: Buffer.alloc(32, fill) });
const logger = createLogger('silent');

describe('field encryption (AES-256-GCM)', () => {
  const ring = createKeyring([key('k2', 2), key('k1', 1)]);

  it('round-trips any text, names the key that encrypted it, and never repeats a ciphertext', () => {
    const text = 'Drug charge, 2014 — "served 6 years" 🙏 مرحبا\n<script>alert(1)</script>';
    const first = encryptField(ring, text, 'assistance_requests.criminal_background');
    const second = encryptField(ring, text, 'assistance_requests.criminal_background');
    expect(first).toMatch(/^enc1:k2:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Drug');
    expect(decryptField(ring, first, 'assistance_requests.criminal_background')).toBe(text);
    expect(decryptField(ring, encryptField(ring, '', 'c'), 'c')).toBe('');
  });

  it('reads values written under an older key after rotation, and refuses a key it does not have', () => {
    const old = encryptField(createKeyring([key('k1', 1)]), 'old secret', 'c');
    expect(decryptField(ring, old, 'c')).toBe('old secret');
    expect(() => decryptField(createKeyring([key('k3', 3)]), old, 'c')).toThrow(/key "k1" is not configured/);
  });

  it('detects tampering, a wrong key with the same id, and a value moved to another column', () => {
    const sealed = encryptField(ring, 'emergency contact: Mom', 'assistance_requests.emergency_contact');
    const parts = sealed.split(':');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = data[0]! ^ 1;
    const tampered = [...parts.slice(0, 3), data.toString('base64url')].join(':');
    expect(() => decryptField(ring, tampered, 'assistance_requests.emergency_contact')).toThrow(/authentication failed/);
    expect(() => decryptField(ring, sealed, 'assistance_requests.criminal_background')).toThrow(/authentication failed/);
    expect(() => decryptField(createKeyring([key('k2', 9)]), sealed, 'assistance_requests.emergency_contact')).toThrow(/authentication failed/);
    expect(() => decryptField(ring, 'plain text', 'c')).toThrow(/not an encrypted value/);
  });

  it('parses one bare key as "default", or id:key pairs with the first one encrypting', () => {
    const a = Buffer.alloc(32, 5).toString('base64');
    expect(parseDataKeys(a).map((k) => k.id)).toEqual(['default']);
    expect(createKeyring(parseDataKeys(`new:${a}, default:${Buffer.alloc(32, 6).toString('base64')}`)).current.id).toBe('new');
    expect(() => parseDataKeys('not-base64!!')).toThrow(/exactly 32 bytes/);
    expect(() => parseDataKeys('')).toThrow(/expected base64/);
  });
});

describe('the key file (no DATA_ENCRYPTION_KEY)', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'data-key-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is generated once, readable by the owner only, and reused on the next start', () => {
    const first = loadKeyring({ dataDir }, logger);
    const file = path.join(dataDir, DATA_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^local:[A-Za-z0-9+/]{43}=\n$/);
    const sealed = encryptField(first, 'kept across restarts', 'c');
    const second = loadKeyring({ dataDir }, logger);
    expect(decryptField(second, sealed, 'c')).toBe('kept across restarts');
  });

  it('is made owner-only again if someone opened it up', () => {
    loadKeyring({ dataDir }, logger);
    const file = path.join(dataDir, DATA_KEY_FILE);
    chmodSync(file, 0o644);
    loadKeyring({ dataDir }, logger);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('is not used when DATA_ENCRYPTION_KEY gives keys', () => {
    const ring = loadKeyring({ dataDir, dataEncryptionKeys: [key('prod', 7)] }, logger);
    expect(ring.current.id).toBe('prod');
    expect(() => statSync(path.join(dataDir, DATA_KEY_FILE))).toThrow();
  });
});
