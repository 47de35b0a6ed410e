import type { AnyObjectSchema, ValidationError } from 'yup';
import { organisationExamples } from '@reentry/contracts/organisation.examples';
import { organisationFormSchema } from './organisation.schema';

/** First message id per field path, as the form shows it. */
function yupErrors(schema: AnyObjectSchema, values: Record<string, unknown>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

// The same table runs against the API's zod contract in libs/contracts/src/organisation.test.ts.
describe('the organisation form rules', () => {
  it.each(organisationExamples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(organisationFormSchema, example.values)).toEqual(example.errors);
  });
});
