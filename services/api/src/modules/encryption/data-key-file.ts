import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Logger } from '../../logger.js';
import { createKeyring, newDataKeySpec, parseDataKeys, type DataKey, type Keyring } from './field-encryption.js';

export const DATA_KEY_FILE = 'data-encryption.key';
const OWNER_ONLY = 0o600;

export interface KeyringSource {
  /** From DATA_ENCRYPTION_KEY; when absent a key file in dataDir is used (made on first use). */
  dataEncryptionKeys?: DataKey[];
  dataDir: string;
}

/**
 * The keyring the API encrypts with. Without DATA_ENCRYPTION_KEY (the embedded database, development),
 * a key is generated once into `<dataDir>/data-encryption.key`, readable by the owner only, and reused.
 */
export function loadKeyring({ dataEncryptionKeys, dataDir }: KeyringSource, logger: Logger): Keyring {
  if (dataEncryptionKeys?.length) return createKeyring(dataEncryptionKeys);
  const file = path.join(dataDir, DATA_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx' fails if the file exists, so two processes starting at once cannot both write a key.
    writeFileSync(file, `${newDataKeySpec('local')}\n`, { mode: OWNER_ONLY, flag: 'wx' });
    logger.info({ file }, 'data encryption key generated (keep this file; back it up apart from the database)');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  if ((statSync(file).mode & 0o077) !== 0) {
    logger.warn({ file }, 'data encryption key file was readable by others; made owner-only');
    chmodSync(file, OWNER_ONLY);
  }
  try {
    return createKeyring(parseDataKeys(readFileSync(file, 'utf8')));
  } catch (err) {
    throw new Error(`${file}: ${(err as Error).message}`);
  }
}
