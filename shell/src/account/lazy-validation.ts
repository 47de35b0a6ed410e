import { validateYupSchema, yupToFormErrors, type FormikErrors, type FormikValues } from 'formik';

/**
 * A Formik `validate` that loads its yup schema the first time it runs (the first keystroke or
 * submit), so yup (about 12 KiB gzip) is not part of the page's first download on a slow phone.
 * Same rules and messages as `validationSchema` would give.
 */
/** A yup schema, as Formik validates with one. */
type YupSchema = Parameters<typeof validateYupSchema>[1];

export function lazyValidation(load: () => Promise<YupSchema>) {
  let schema: Promise<YupSchema> | undefined;
  return async <Values extends FormikValues>(values: Values): Promise<FormikErrors<Values>> => {
    const loaded = await (schema ??= load());
    try {
      await validateYupSchema(values, loaded);
      return {};
    } catch (error) {
      return yupToFormErrors<Values>(error);
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
