import type { FormikHelpers } from 'formik';
import { ApiError } from '@reentry/platform';

export interface ServerErrorOptions {
  /** The form's fields, in order (the first one the server names gets focus). */
  fields: string[];
  /** The field a 409 CONFLICT is about (a taken username). */
  conflictField?: string;
  /** The text for a failure the server did not explain (network, 5xx). */
  fallback: string;
}

/**
 * Shows a failed submit in the form itself: the fields the server names are marked invalid with its
 * message (aria-invalid, text under the label) and the first gets focus; anything else goes to the
 * message at the top of the form. Returns the text, for the spec's toast.
 */
export function showServerError<Values>(error: unknown, helpers: FormikHelpers<Values>, options: ServerErrorOptions): string {
  const api = error instanceof ApiError ? error : undefined;
  const message = api?.userMessage ?? options.fallback;
  const named = { ...(api?.fields ?? {}) };
  if (api?.code === 'CONFLICT' && options.conflictField && !Object.keys(named).length) named[options.conflictField] = message;
  const fields = options.fields.filter((field) => named[field]);
  if (!fields.length) {
    helpers.setStatus({ formError: message });
    return message;
  }
  helpers.setStatus({});
  for (const field of fields) {
    helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, named[field]);
  }
  requestAnimationFrame(() => document.querySelector<HTMLElement>(`[name="${fields[0]}"]`)?.focus());
  return message;
}
