import type { ErrorCode } from '@reentry/contracts/errors';

/**
 * Errors the API throws on purpose. `expose` says whether the message is safe for a client;
 * the top error handler (middleware/error-handler.ts) is the only place that turns them into responses.
 */
export class AppError extends Error {
  readonly expose: boolean;

  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
    this.expose = status < 500;
  }
}

export class InvalidJsonError extends AppError {
  constructor() {
    super(400, 'INVALID_JSON', 'The request body is not valid JSON.');
  }
}

export class UnauthenticatedError extends AppError {
  constructor(message = 'Please log in.') {
    super(401, 'UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.') {
    super(404, 'NOT_FOUND', message);
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
