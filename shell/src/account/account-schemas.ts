import * as yup from 'yup';
import {
  AUTH_LIMITS as L,
  EMAIL_PATTERN,
  TWO_FACTOR_CODE_PATTERN,
  USERNAME_PATTERN,
  authValidationMessages as m,
} from '@reentry/contracts/auth-rules';
import { accountValidationMessages as acc } from '@reentry/contracts/account-rules';
import { CLAIM_CODE, claimMessages, normaliseClaimCode } from '@reentry/contracts/claim-rules';
import { CLASS_CODE, classCodeMessages, normaliseClassCode } from '@reentry/contracts/class-code-rules';
import { normaliseResetCode, resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { hasForbiddenCharacters, textValidationMessages } from '@reentry/contracts/text-rules';

// The forms' field rules. Errors are message ids, shown through react-intl. The table in
// @reentry/contracts/auth.examples checks these against the API's zod contracts.

/** Like the contracts' `text()`: control characters and hidden direction marks are refused first. */
const text = () =>
  yup.string().test('no-control-characters', textValidationMessages.controlCharacters.id, (value) => !value || !hasForbiddenCharacters(value));
const nfkc = (value: unknown) => (typeof value === 'string' ? value.normalize('NFKC') : value);

const email = (message: string) => text().trim().required(message).max(L.emailMax, message).matches(EMAIL_PATTERN, message);
const confirmation = (field = 'password') => yup.string().oneOf([yup.ref(field)], m.passwordsDoNotMatch.id);
const newPassword = () =>
  text().required(m.resetPasswordMin.id).min(L.resetPasswordMin, m.resetPasswordMin.id).max(L.passwordMax, m.passwordTooLong.id);

export const loginFormSchema = yup.object({
  username: text().trim().transform(nfkc).required(m.usernameRequired.id),
  password: text().required(m.passwordRequired.id).max(L.passwordMax, m.passwordTooLong.id),
  remember: yup.boolean(),
});

export const signupFormSchema = yup.object({
  username: text()
    .trim()
    .transform(nfkc)
    .required(m.usernameMin.id)
    .min(L.usernameMin, m.usernameMin.id)
    .max(L.usernameMax, m.usernameMax.id)
    .matches(USERNAME_PATTERN, m.usernameCharacters.id),
  name: text().trim().required(m.nameMin.id).min(L.nameMin, m.nameMin.id).max(L.nameMax, m.nameMax.id),
  // Required unless there is a class code or a claim card's code (a learner without email).
  email: text()
    .trim()
    .max(L.emailMax, m.emailInvalid.id)
    .test('email', m.emailInvalid.id, (value) => !value || EMAIL_PATTERN.test(value))
    .when(['classCode', 'claimCode'], {
      is: (classCode: string | undefined, claimCode: string | undefined) => !classCode?.trim() && !claimCode?.trim(),
      then: (schema) => schema.required(m.emailRequired.id),
    }),
  password: text().required(m.signupPasswordMin.id).min(L.signupPasswordMin, m.signupPasswordMin.id).max(L.passwordMax, m.passwordTooLong.id),
  confirmPassword: confirmation(),
  // Optional; when filled in it must look like a code (case, spaces and dashes do not matter).
  classCode: text()
    .trim()
    .max(CLASS_CODE.inputMax, classCodeMessages.codeFormat.id)
    .test('class-code', classCodeMessages.codeFormat.id, (value) => !value || normaliseClassCode(value) !== null),
  // Issue 41: the code of a claim card, on the sign-up opened from /claim; optional, and a code when filled in.
  claimCode: text()
    .trim()
    .max(CLAIM_CODE.inputMax, claimMessages.codeFormat.id)
    .test('claim-code', claimMessages.codeFormat.id, (value) => !value || normaliseClaimCode(value) !== null),
});

export const forgotPasswordFormSchema = yup.object({ email: email(m.forgotEmailInvalid.id) });

/** token and email come from the link; the form only shows the two password fields. */
export const resetPasswordFormSchema = yup.object({
  token: text().required(m.resetLinkInvalid.id).max(200, m.resetLinkInvalid.id),
  email: email(m.resetLinkInvalid.id),
  password: newPassword(),
  confirmPassword: confirmation(),
});

/** A learner without email: username, the instructor's code, a new password. */
export const resetWithCodeFormSchema = yup.object({
  username: text().trim().transform(nfkc).required(resetCodeMessages.usernameRequired.id).max(L.usernameMax, resetCodeMessages.codeWrong.id),
  code: text().required(resetCodeMessages.codeFormat.id).test('reset-code', resetCodeMessages.codeFormat.id, (value) => !value || normaliseResetCode(value) !== null),
  password: newPassword(),
  confirmPassword: confirmation(),
});

export const changePasswordFormSchema = yup.object({
  currentPassword: text().required(m.currentPasswordRequired.id).max(L.passwordMax, m.passwordTooLong.id),
  newPassword: newPassword(),
  confirmPassword: confirmation('newPassword'),
});

export const twoFactorCodeFormSchema = yup.object({
  code: text().trim().required(m.twoFactorCodeInvalid.id).max(L.twoFactorCodeMax, m.twoFactorCodeInvalid.id).matches(TWO_FACTOR_CODE_PATTERN, m.twoFactorCodeInvalid.id),
});

/** My account (issue 31): the name, a new email with the password, and deleting with the password (and code). */
export const accountNameFormSchema = yup.object({
  name: text().trim().required(m.nameMin.id).min(L.nameMin, m.nameMin.id).max(L.nameMax, m.nameMax.id),
});

export const accountEmailFormSchema = yup.object({
  email: email(acc.emailInvalid.id),
  currentPassword: text().required(m.currentPasswordRequired.id).max(L.passwordMax, m.passwordTooLong.id),
});

export const accountDeleteFormSchema = yup.object({
  password: text().required(acc.passwordRequired.id).max(L.passwordMax, m.passwordTooLong.id),
  code: text().trim().max(L.twoFactorCodeMax, m.twoFactorCodeInvalid.id).test('code', m.twoFactorCodeInvalid.id, (value) => !value || TWO_FACTOR_CODE_PATTERN.test(value)),
});
