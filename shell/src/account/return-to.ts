import { localPath } from '@reentry/contracts/local-path';

/**
 * Where to go after signing in, from `?returnTo=`: only a path on this site (`/modules/3?tab=quiz`).
 * Anything else (another site, `//host`, a scheme such as `javascript:`, backslashes, control
 * characters, encoded slashes) is ignored, so a link cannot send someone elsewhere after they log in.
 * The rule is the one every redirect built from request input uses (localPath in the contracts).
 */
export function safeReturnTo(value: string | null | undefined): string | null {
  return localPath(value);
}
