// A zod-free reader of the error envelope for the browser's first load
// (the full schema, for the API and tests, is `errorEnvelopeSchema` in errors.ts).
import type { ErrorEnvelope } from './errors.js';

export type ApiErrorBody = ErrorEnvelope['error'];

/** The envelope's `error` when `text` is one, else undefined. */
export function readErrorEnvelope(text: string): ApiErrorBody | undefined {
  try {
    const error = (JSON.parse(text) as { error?: unknown } | null)?.error as Partial<ApiErrorBody> | undefined;
    return typeof error?.code === 'string' && typeof error.message === 'string' ? (error as ApiErrorBody) : undefined;
  } catch {
    return undefined;
  }
}
