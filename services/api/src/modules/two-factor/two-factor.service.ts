import type { Knex } from 'knex';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { TwoFactorSetupResponse, TwoFactorStatus } from '@reentry/contracts/account-security';
import { ConflictError } from '../../errors.js';
import { newRecoveryCodes, type TwoFactorKeys } from './two-factor.crypto.js';

const ISSUER = 'Reentry Financial Literacy';
const PERIOD_SECONDS = 30;
/** One step either side: a phone clock a little off still works. */
const WINDOW = 1;

interface TwoFactorRow {
  userId: number;
  secretEncrypted: string;
  enabledAt: Date | null;
  lastUsedStep: number | null;
}

function totp(secretBase32: string, label: string): TOTP {
  // SHA-1, 6 digits, 30 s: what every authenticator app understands (RFC 6238 defaults).
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

async function row(knex: Knex, userId: number): Promise<TwoFactorRow | undefined> {
  return (await knex('two_factor').where({ userId }).first()) as TwoFactorRow | undefined;
}

export async function isTwoFactorEnabled(knex: Knex, userId: number): Promise<boolean> {
  return (await row(knex, userId))?.enabledAt != null;
}

export async function twoFactorStatus(knex: Knex, userId: number, required: boolean): Promise<TwoFactorStatus> {
  const enabled = await isTwoFactorEnabled(knex, userId);
  const [{ count }] = (await knex('recovery_codes').where({ userId }).whereNull('usedAt').count({ count: '*' })) as [{ count: number }];
  return { enabled, required, recoveryCodesLeft: enabled ? count : 0 };
}

/**
 * Makes a new authenticator secret (not active until a code confirms it) and returns it once, with a QR
 * code. Asking again replaces a secret that was never confirmed; an active one must be turned off first.
 */
export async function beginTwoFactorSetup(knex: Knex, keys: TwoFactorKeys, user: { id: number; username: string }): Promise<TwoFactorSetupResponse> {
  if (await isTwoFactorEnabled(knex, user.id)) throw new ConflictError('api.twoFactor.alreadyEnabled');
  const secret = new Secret({ size: 20 }).base32;
  await knex('two_factor')
    .insert({ userId: user.id, secretEncrypted: keys.encrypt(secret), enabledAt: null, lastUsedStep: null })
    .onConflict('user_id')
    .merge(['secret_encrypted', 'enabled_at', 'last_used_step']);
  const otpauthUrl = totp(secret, user.username).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Accepts a 6-digit code once: the step it belongs to must be later than the last one used, and is
 * recorded by a conditional update, so a code seen over someone's shoulder cannot be replayed.
 */
async function acceptTotp(knex: Knex, keys: TwoFactorKeys, current: TwoFactorRow, code: string): Promise<boolean> {
  const secret = keys.decrypt(current.secretEncrypted);
  const timestamp = Date.now();
  const delta = totp(secret, 'check').validate({ token: code, window: WINDOW, timestamp });
  if (delta === null) return false;
  const step = TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
  const updated = await knex('two_factor')
    .where({ userId: current.userId })
    .andWhere((query) => query.whereNull('lastUsedStep').orWhere('lastUsedStep', '<', step))
    .update({ lastUsedStep: step });
  return updated === 1;
}

async function acceptRecoveryCode(knex: Knex, keys: TwoFactorKeys, userId: number, code: string): Promise<boolean> {
  const used = await knex('recovery_codes')
    .where({ userId, codeHash: keys.hashRecoveryCode(code) })
    .whereNull('usedAt')
    .update({ usedAt: knex.fn.now() });
  return used === 1;
}

/** Checks a code for an account with two-step sign-in on: 'totp', 'recovery' (now spent) or false. */
export async function verifyTwoFactorCode(knex: Knex, keys: TwoFactorKeys, userId: number, code: string): Promise<'totp' | 'recovery' | false> {
  const current = await row(knex, userId);
  if (!current?.enabledAt) return false;
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) return (await acceptTotp(knex, keys, current, trimmed)) ? 'totp' : false;
  return (await acceptRecoveryCode(knex, keys, userId, trimmed)) ? 'recovery' : false;
}

async function replaceRecoveryCodes(knex: Knex, keys: TwoFactorKeys, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  await knex('recovery_codes').where({ userId }).del();
  await knex('recovery_codes').insert(codes.map((code) => ({ userId, codeHash: keys.hashRecoveryCode(code) })));
  return codes;
}

/** Confirms the pending secret with a code from the app; returns the new recovery codes (shown once). */
export async function enableTwoFactor(knex: Knex, keys: TwoFactorKeys, userId: number, code: string): Promise<string[] | undefined> {
  return knex.transaction(async (trx) => {
    const current = await row(trx, userId);
    if (!current) return undefined;
    if (current.enabledAt) throw new ConflictError('api.twoFactor.alreadyEnabled');
    if (!(await acceptTotp(trx, keys, current, code.trim()))) return undefined;
    await trx('two_factor').where({ userId }).update({ enabledAt: trx.fn.now() });
    return replaceRecoveryCodes(trx, keys, userId);
  });
}

export async function newRecoveryCodeSet(knex: Knex, keys: TwoFactorKeys, userId: number): Promise<string[]> {
  return knex.transaction((trx) => replaceRecoveryCodes(trx, keys, userId));
}

export async function disableTwoFactor(knex: Knex, userId: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx('recovery_codes').where({ userId }).del();
    await trx('two_factor').where({ userId }).del();
  });
}
