import type { AnyObjectSchema, ValidationError } from 'yup';

/** First message id per field, as the form shows it (for the shared examples table). */
export function yupErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}
