import { z } from './zod.js';

/** Error codes the API may answer with; clients branch on these, never on messages. */
export const errorCodes = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNSUPPORTED_MEDIA_TYPE',
  'PAYLOAD_TOO_LARGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  /** The content studio's checks found problems before publishing (422); `problems` lists each with its field path. */
  'CONTENT_CHECKS_FAILED',
  'RATE_LIMITED',
  /** A Stripe webhook whose signature is missing, wrong or stale. */
  'INVALID_SIGNATURE',
  /** The same Idempotency-Key came with a different request body (422). */
  'IDEMPOTENCY_KEY_REUSED',
  /** The password was right; the account uses two-step sign-in, so send the code next. */
  'TWO_FACTOR_REQUIRED',
  /** An admin must set up two-step sign-in before admin pages answer. */
  'TWO_FACTOR_ENROLMENT_REQUIRED',
  'SERVICE_UNAVAILABLE',
  /** No Stripe keys are configured: online giving is not set up (503). */
  'DONATIONS_NOT_CONFIGURED',
  /** Stripe answered with an error (502). */
  'PAYMENT_PROVIDER_ERROR',
  /** Stripe could not be reached (503). */
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'INTERNAL',
] as const;

export const errorCodeSchema = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

/** Every non-2xx API answer has this body. 4xx messages are safe to show; 5xx messages are generic. */
export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Field-level problems for VALIDATION_FAILED, keyed by dotted path. */
    fields: z.record(z.string(), z.string()).optional(),
    /** CONTENT_CHECKS_FAILED: every problem, with its field path (`es.content.sections[2].paragraphs[0]`) and check. */
    problems: z.array(z.object({ path: z.string(), check: z.string(), message: z.string() })).optional(),
    /** CONFLICT on a content draft: the draft as saved now, and who saved it when, so an editor can show both. */
    current: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
