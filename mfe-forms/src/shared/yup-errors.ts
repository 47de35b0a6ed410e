import type { ValidationError } from 'yup';

/** What this needs of a yup schema (any object schema has it). */
export interface SyncSchema {
  validateSync(value: unknown, options: { abortEarly: boolean }): unknown;
}

/** First message id per field, as the form shows it (for the shared examples table). */
export function yupErrors(schema: SyncSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}
