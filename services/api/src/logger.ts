import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Field names that hold secrets; a value under any of them is never written, at any depth we log. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'secret', 'link', 'recoveryCodes'];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      // Cookies, auth headers and secrets must never reach the logs.
      redact: {
        paths: [
          'req.headers.cookie',
          'req.headers.authorization',
          'res.headers["set-cookie"]',
          ...SECRET_FIELDS,
          ...SECRET_FIELDS.map((field) => `*.${field}`),
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
