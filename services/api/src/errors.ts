import type { ErrorCode } from '@reentry/contracts/errors';
import type { Locale } from '@reentry/contracts/locale';

/**
 * Errors the API throws on purpose. `expose` says whether the message is safe for a client;
 * the top error handler (middleware/error-handler.ts) is the only place that turns them into responses.
 */
export interface AppErrorOptions {
  /**
   * A message id (src/i18n/messages.ts or the contracts); the error handler answers in the request's language.
   * Catalogue messages are written for users, so a 5xx that carries one shows it too (e.g. "payments are down").
   */
  messageId?: string;
  /** Field path to message id, for VALIDATION_FAILED; translated like messageId. */
  fieldMessageIds?: Record<string, string>;
  /** Response headers that belong to this error (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** More members of the envelope's `error`, in the request's language (e.g. the problems a publish check found). */
  extra?: (locale: Locale) => Record<string, unknown>;
}

export class AppError extends Error {
  readonly #expose: boolean;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.#expose = status < 500;
  }

  /** Whether the message is safe for a client (4xx; a 5xx subclass may opt in). */
  get expose(): boolean {
    return this.#expose;
  }
}

/** A body that breaks its contract schema: `message` is the first field's message. */
export class ValidationError extends AppError {
  constructor(fieldMessageIds: Record<string, string>, messageId = Object.values(fieldMessageIds)[0] ?? 'api.validation.checkField') {
    super(400, 'VALIDATION_FAILED', messageId, { messageId, fieldMessageIds });
  }
}

/** Wrong username or password: one message for both, so it does not reveal which usernames exist. */
export class InvalidCredentialsError extends AppError {
  constructor() {
    super(401, 'UNAUTHENTICATED', 'Invalid username or password.', { messageId: 'api.auth.invalidCredentials' });
  }
}

export class ConflictError extends AppError {
  constructor(messageId: string, extra?: AppErrorOptions['extra']) {
    super(409, 'CONFLICT', messageId, { messageId, extra });
  }
}

export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    /** The rules that were over their limit (for the audit log). */
    readonly rules: readonly string[] = [],
    /** A message that says what to do for this limit (e.g. ask for a class code); the generic one by default. */
    messageId = 'api.rateLimited',
  ) {
    super(429, 'RATE_LIMITED', 'Too many attempts.', {
      messageId,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

/** The same Idempotency-Key was sent before with a different request (a client bug, not a retry). */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for a different request.', { messageId: 'api.idempotency.keyReused' });
  }
}

export class InvalidJsonError extends AppError {
  constructor() {
    super(400, 'INVALID_JSON', 'The request body is not valid JSON.', { messageId: 'api.invalidJson' });
  }
}

export class UnauthenticatedError extends AppError {
  constructor(messageId = 'api.auth.loginRequired') {
    super(401, 'UNAUTHENTICATED', 'Please log in.', { messageId });
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', messageId?: string) {
    super(403, 'FORBIDDEN', message, { messageId });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', messageId?: string) {
    super(404, 'NOT_FOUND', message, messageId ? { messageId } : {});
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(messageId = 'api.payloadTooLarge') {
    super(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.', { messageId });
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).', { messageId: 'api.unsupportedMediaType' });
  }
}

/** Too much password work queued: try again in a moment. */
export class ServiceBusyError extends AppError {
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', 'The site is busy.', { messageId: 'api.busy', headers: { 'Retry-After': '2' } });
  }

  override get expose(): boolean {
    return true;
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(allowed: readonly string[] = []) {
    super(405, 'METHOD_NOT_ALLOWED', 'This endpoint does not accept that method.', allowed.length > 0 ? { headers: { Allow: allowed.join(', ') } } : {});
  }
}

/** The password was right; the account uses two-step sign-in, so the code comes next. */
export class TwoFactorRequiredError extends AppError {
  constructor() {
    super(401, 'TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app.', { messageId: 'api.auth.twoFactorRequired' });
  }
}

/** An admin without two-step sign-in, where the site requires it: set it up first. */
export class TwoFactorEnrolmentRequiredError extends AppError {
  constructor() {
    super(403, 'TWO_FACTOR_ENROLMENT_REQUIRED', 'Set up two-step sign-in first.', { messageId: 'api.auth.twoFactorEnrolmentRequired' });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is not ready. Try again soon.') {
    super(503, 'SERVICE_UNAVAILABLE', message);
  }
}

/**
 * The database is away for now (down, restarting, out of disk, or every connection busy): nothing was
 * saved, and the same request (with the same Idempotency-Key) is safe to send again after Retry-After.
 */
export class DatabaseUnavailableError extends AppError {
  constructor() {
    super(503, 'SERVICE_UNAVAILABLE', 'The site cannot save or load right now.', {
      messageId: 'api.databaseUnavailable',
      headers: { 'Retry-After': '5' },
    });
  }

  override get expose(): boolean {
    return true;
  }
}

/** No Stripe keys configured: online giving is not set up. */
export class DonationsNotConfiguredError extends AppError {
  constructor() {
    super(503, 'DONATIONS_NOT_CONFIGURED', 'Online giving is not set up.', { messageId: 'api.donations.notConfigured' });
  }
}

/** Stripe answered with an error we cannot fix by retrying (bad key, refused request). */
export class PaymentProviderError extends AppError {
  constructor() {
    super(502, 'PAYMENT_PROVIDER_ERROR', 'The payment provider refused the request.', { messageId: 'api.donations.providerError' });
  }
}

/** Stripe could not be reached, timed out, or is overloaded: worth trying again later. */
export class PaymentProviderUnavailableError extends AppError {
  constructor() {
    super(503, 'PAYMENT_PROVIDER_UNAVAILABLE', 'The payment provider is not available.', {
      messageId: 'api.donations.providerUnavailable',
      headers: { 'Retry-After': '30' },
    });
  }
}

/** A webhook whose signature is missing, wrong or outside the tolerance window. */
export class InvalidSignatureError extends AppError {
  constructor() {
    super(400, 'INVALID_SIGNATURE', 'Invalid webhook signature.', { messageId: 'api.donations.invalidSignature' });
  }
}
