import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { KIOSK } from '@reentry/contracts/kiosk-rules';

export interface KioskTokens {
  /** The token of a facility's link: its name and a 128-bit MAC, both base64url. The same name gives the same token. */
  sign(facilityName: string): string;
  /** The facility a token names, or null when it was not made by this site (a typo, a truncated link). */
  verify(token: unknown): string | null;
}

const MAC_BYTES = 16;
/** A name of 80 characters is at most 320 bytes of UTF-8: about 430 characters of token with its MAC. */
const TOKEN_MAX = 480;

/**
 * Kiosk links, signed with a key derived from SESSION_SECRET (HKDF, its own purpose), so the server
 * can tell a link an admin made from a mistyped one without storing anything. A changed secret makes
 * old links unreadable (admins copy new ones); tablets already in kiosk mode stay in it.
 */
export function kioskTokens(sessionSecret: string): KioskTokens {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'reentry-kiosk', 'kiosk-link-v1', 32));
  const mac = (name: string) => createHmac('sha256', key).update(name, 'utf8').digest().subarray(0, MAC_BYTES);
  return {
    sign(facilityName) {
      return `${Buffer.from(facilityName, 'utf8').toString('base64url')}.${mac(facilityName).toString('base64url')}`;
    },
    verify(token) {
      if (typeof token !== 'string' || token.length > TOKEN_MAX) return null;
      const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(token);
      if (!match) return null;
      const name = Buffer.from(match[1]!, 'base64url').toString('utf8');
      const given = Buffer.from(match[2]!, 'base64url');
      const expected = mac(name);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return name.length >= KIOSK.facilityNameMin && name.length <= KIOSK.facilityNameMax ? name : null;
    },
  };
}
