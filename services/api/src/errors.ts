import type { ErrorCode } from '@reentry/contracts/errors';

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
}

export class AppError extends Error {
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.expose = status < 500;
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
  constructor(messageId: string) {
    super(409, 'CONFLICT', messageId, { messageId });
  }
}

export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'RATE_LIMITED', 'Too many attempts.', {
      messageId: 'api.rateLimited',
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
    super(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

export class UnauthenticatedError extends AppError {
  constructor() {
    super(401, 'UNAUTHENTICATED', 'Please log in.', { messageId: 'api.auth.loginRequired' });
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', messageId?: string) {
    super(403, 'FORBIDDEN', message, { messageId });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', messageId?: string) {
    super(404, 'NOT_FOUND', message, { messageId });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor() {
    super(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.');
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the request body as JSON (Content-Type: application/json).');
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(message = 'The service is not ready. Try again soon.') {
    super(503, 'SERVICE_UNAVAILABLE', message);
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
