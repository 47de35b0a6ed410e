import { ApiError } from '@reentry/platform';

/**
 * The toast description after a failed submission: the spec's words, except when the API asked the
 * visitor to wait (429), where "try again" at once would only fail again.
 */
export function failureDescription(error: unknown, specMessage: string): string {
  return error instanceof ApiError && error.status === 429 && error.userMessage ? error.userMessage : specMessage;
}

/** Field errors the API found (already in the visitor's language), to show beside the fields. */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  try {
    const fields = (JSON.parse(error.body) as { error?: { fields?: Record<string, string> } }).error?.fields;
    return fields && Object.keys(fields).length > 0 ? fields : undefined;
  } catch {
    return undefined;
  }
}
