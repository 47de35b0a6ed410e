import type { ZodType } from 'zod';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginTwoFactorRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
} from './auth';
import { authFormExamples, type FormExample } from './auth.examples';

/** First message id per field, as the API reports it. */
function zodErrors(schema: ZodType, values: Record<string, string>): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) {
    for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  }
  return errors;
}

function onlyFields(errors: Record<string, string>, fields: string[]) {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

const cases: Array<[string, ZodType, string[], FormExample[]]> = [
  ['login', loginRequestSchema, ['username', 'password'], authFormExamples.login],
  ['register', registerRequestSchema, ['username', 'name', 'email', 'password', 'classCode', 'claimCode'], authFormExamples.signup],
  ['forgot-password', forgotPasswordRequestSchema, ['email'], authFormExamples.forgotPassword],
  ['reset-password', resetPasswordRequestSchema, ['token', 'email', 'password'], authFormExamples.resetPassword],
  ['change-password', changePasswordRequestSchema, ['currentPassword', 'newPassword'], authFormExamples.changePassword],
  ['login second step', loginTwoFactorRequestSchema, ['code'], authFormExamples.twoFactorCode],
];

describe.each(cases)('the %s contract', (_name, schema, fields, examples) => {
  it.each(examples.map((example) => [example.label, example] as const))('%s', (_label, example) => {
    expect(zodErrors(schema, example.values)).toEqual(onlyFields(example.errors, fields));
  });
});
