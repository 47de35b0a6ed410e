import { ValidationError, type AnyObjectSchema } from 'yup';
import { authFormExamples, type FormExample } from '@reentry/contracts/auth.examples';
import {
  changePasswordFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  resetPasswordFormSchema,
  signupFormSchema,
  twoFactorCodeFormSchema,
} from './account-schemas';

/** First message id per field, as the form shows it. */
function yupErrors(schema: AnyObjectSchema, values: Record<string, string>): Record<string, string> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return errors;
  }
}

const cases: Array<[string, AnyObjectSchema, FormExample[]]> = [
  ['login', loginFormSchema, authFormExamples.login],
  ['sign-up', signupFormSchema, authFormExamples.signup],
  ['forgot-password', forgotPasswordFormSchema, authFormExamples.forgotPassword],
  ['reset-password', resetPasswordFormSchema, authFormExamples.resetPassword],
  ['change-password', changePasswordFormSchema, authFormExamples.changePassword],
  ['two-step code', twoFactorCodeFormSchema, authFormExamples.twoFactorCode],
];

// The same table runs against the API's zod contracts in libs/contracts/src/auth.test.ts.
describe.each(cases)('the %s form', (_name, schema, examples) => {
  it.each(examples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(yupErrors(schema, example.values)).toEqual(example.errors);
  });
});
