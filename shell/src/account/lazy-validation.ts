import type { ValidationError } from 'yup';

/** What this needs of a yup schema (any object schema has it). */
interface Schema {
  validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

/**
 * A form's check that loads its yup schema the first time it runs (the first send), so yup (about 12 KiB
 * gzip) is not part of the page's first download on a slow phone: the mistakes by field, each its first
 * message id. No Formik here: a page on the one form frame must not download it for its check.
 */
export function lazyValidation(load: () => Promise<Schema>) {
  let schema: Promise<Schema> | undefined;
  return async <Values extends object>(values: Values): Promise<Partial<Record<keyof Values & string, string>>> => {
    const loaded = await (schema ??= load());
    try {
      await loaded.validate(values, { abortEarly: false });
      return {};
    } catch (error) {
      const mistakes: Record<string, string> = {};
      for (const inner of (error as ValidationError).inner ?? []) if (inner.path) mistakes[inner.path] ??= inner.message;
      return mistakes as Partial<Record<keyof Values & string, string>>;
    }
  };
}

/** The account forms' rules, each loaded on first use (one chunk: account-schemas). */
const schemas = () => import('./account-schemas');
export const accountValidation = {
  login: lazyValidation(() => schemas().then((m) => m.loginFormSchema)),
  signup: lazyValidation(() => schemas().then((m) => m.signupFormSchema)),
  forgotPassword: lazyValidation(() => schemas().then((m) => m.forgotPasswordFormSchema)),
  resetPassword: lazyValidation(() => schemas().then((m) => m.resetPasswordFormSchema)),
  resetWithCode: lazyValidation(() => schemas().then((m) => m.resetWithCodeFormSchema)),
  changePassword: lazyValidation(() => schemas().then((m) => m.changePasswordFormSchema)),
  twoFactorCode: lazyValidation(() => schemas().then((m) => m.twoFactorCodeFormSchema)),
  accountName: lazyValidation(() => schemas().then((m) => m.accountNameFormSchema)),
  accountEmail: lazyValidation(() => schemas().then((m) => m.accountEmailFormSchema)),
  accountDelete: lazyValidation(() => schemas().then((m) => m.accountDeleteFormSchema)),
};
