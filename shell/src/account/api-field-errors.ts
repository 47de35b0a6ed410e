import type { FormikHelpers } from 'formik';
import { readErrorEnvelope } from '@reentry/contracts/error-envelope';
import { ApiError } from '@reentry/platform';

/**
 * Puts the API's field messages (already in the visitor's language) on the form's fields, so the field
 * the server names is marked too, not only a toast. Returns the message to show, if any.
 */
export function showApiFieldErrors<Values>(error: unknown, helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const fields = readErrorEnvelope(error.body)?.fields ?? {};
  for (const [field, message] of Object.entries(fields)) {
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, message);
  }
  return error.userMessage;
}
