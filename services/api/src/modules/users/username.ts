import unhomoglyph from 'unhomoglyph';

export interface UsernameSkeletons {
  /** The look-alike form of the lower-case name ("rn" reads as "m", "1" as "l"). */
  lower: string;
  /** The look-alike form of the capitals, lower-cased ("I" reads as "l", "0" as "O"). */
  upper: string;
}

/**
 * Two keys under which a username may not look like another one. Each is the Unicode confusables
 * skeleton (unhomoglyph, from the Unicode confusables data) of one letter case, so "adrnin", "AdmIn"
 * and "ADMlN" all collide with "admin" while ordinary different names do not. Stored with unique
 * indexes (migration 020), so the check holds under concurrent sign-ups too.
 */
export function usernameSkeletons(username: string): UsernameSkeletons {
  const normalized = username.normalize('NFKC').trim();
  return {
    lower: unhomoglyph(normalized.toLowerCase()).toLowerCase(),
    upper: unhomoglyph(normalized.toUpperCase()).toLowerCase(),
  };
}
