import * as yup from 'yup';
import { AUTH_LIMITS as L, EMAIL_PATTERN, authValidationMessages as m } from '@reentry/contracts/auth-rules';

// The forms' field rules. Errors are message ids, shown through react-intl. The table in
// @reentry/contracts/auth.examples checks these against the API's zod contracts.

const email = (message: string) => yup.string().trim().required(message).max(L.emailMax, message).matches(EMAIL_PATTERN, message);
const confirmation = yup.string().oneOf([yup.ref('password')], m.passwordsDoNotMatch.id);

export const loginFormSchema = yup.object({
  username: yup.string().trim().required(m.usernameRequired.id),
  password: yup.string().required(m.passwordRequired.id).max(L.passwordMax, m.passwordTooLong.id),
});

export const signupFormSchema = yup.object({
  username: yup.string().trim().required(m.usernameMin.id).min(L.usernameMin, m.usernameMin.id).max(L.usernameMax, m.usernameMax.id),
  name: yup.string().trim().required(m.nameMin.id).min(L.nameMin, m.nameMin.id).max(L.nameMax, m.nameMax.id),
  email: email(m.emailInvalid.id),
  password: yup.string().required(m.signupPasswordMin.id).min(L.signupPasswordMin, m.signupPasswordMin.id).max(L.passwordMax, m.passwordTooLong.id),
  confirmPassword: confirmation,
});

export const forgotPasswordFormSchema = yup.object({ email: email(m.forgotEmailInvalid.id) });

/** token and email come from the link; the form only shows the two password fields. */
export const resetPasswordFormSchema = yup.object({
  token: yup.string().required(m.resetLinkInvalid.id).max(200, m.resetLinkInvalid.id),
  email: email(m.resetLinkInvalid.id),
  password: yup.string().required(m.resetPasswordMin.id).min(L.resetPasswordMin, m.resetPasswordMin.id).max(L.passwordMax, m.passwordTooLong.id),
  confirmPassword: confirmation,
});
