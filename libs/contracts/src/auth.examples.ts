import { authValidationMessages as m } from './auth-rules.js';

/**
 * Valid and invalid inputs for each account form, with the message id each bad field must get.
 * The same table runs against the API's zod contracts and the forms' yup schemas, so the two
 * cannot drift. `errors` is empty for valid input; fields a schema does not have are ignored
 * by that schema's test (e.g. confirmPassword exists only in the form).
 */
export interface FormExample {
  label: string;
  values: Record<string, string>;
  errors: Record<string, string>;
}

const longText = (length: number) => 'a'.repeat(length);
const signupOk = { username: 'maria', name: 'Maria Lopez', email: 'maria@example.org', password: 'secret1', confirmPassword: 'secret1' };
const resetOk = { token: 'abc123', email: 'maria@example.org', password: 'longer-pass', confirmPassword: 'longer-pass' };

export const authFormExamples: Record<'login' | 'signup' | 'forgotPassword' | 'resetPassword', FormExample[]> = {
  login: [
    { label: 'filled in', values: { username: 'maria', password: 'x' }, errors: {} },
    { label: 'both empty', values: { username: '', password: '' }, errors: { username: m.usernameRequired.id, password: m.passwordRequired.id } },
    { label: 'username only spaces', values: { username: '   ', password: 'x' }, errors: { username: m.usernameRequired.id } },
  ],
  signup: [
    { label: 'all valid', values: signupOk, errors: {} },
    { label: 'username at the limits', values: { ...signupOk, username: 'abc' }, errors: {} },
    { label: 'username 50 characters', values: { ...signupOk, username: longText(50) }, errors: {} },
    { label: 'username too short', values: { ...signupOk, username: 'ab' }, errors: { username: m.usernameMin.id } },
    { label: 'username too long', values: { ...signupOk, username: longText(51) }, errors: { username: m.usernameMax.id } },
    { label: 'name too short', values: { ...signupOk, name: 'M' }, errors: { name: m.nameMin.id } },
    { label: 'email without domain dot', values: { ...signupOk, email: 'maria@example' }, errors: { email: m.emailInvalid.id } },
    { label: 'email with a space', values: { ...signupOk, email: 'maria lopez@example.org' }, errors: { email: m.emailInvalid.id } },
    { label: 'password too short', values: { ...signupOk, password: '12345', confirmPassword: '12345' }, errors: { password: m.signupPasswordMin.id } },
    { label: 'password too long', values: { ...signupOk, password: longText(101), confirmPassword: longText(101) }, errors: { password: m.passwordTooLong.id } },
    { label: 'confirmation differs', values: { ...signupOk, confirmPassword: 'secret2' }, errors: { confirmPassword: m.passwordsDoNotMatch.id } },
    {
      label: 'everything empty',
      values: { username: '', name: '', email: '', password: '', confirmPassword: '' },
      errors: { username: m.usernameMin.id, name: m.nameMin.id, email: m.emailInvalid.id, password: m.signupPasswordMin.id },
    },
  ],
  forgotPassword: [
    { label: 'valid email', values: { email: 'maria@example.org' }, errors: {} },
    { label: 'not an email', values: { email: 'maria' }, errors: { email: m.forgotEmailInvalid.id } },
    { label: 'empty', values: { email: '' }, errors: { email: m.forgotEmailInvalid.id } },
  ],
  resetPassword: [
    { label: 'valid', values: resetOk, errors: {} },
    { label: 'password of 100 characters', values: { ...resetOk, password: longText(100), confirmPassword: longText(100) }, errors: {} },
    { label: 'password too short', values: { ...resetOk, password: 'short12', confirmPassword: 'short12' }, errors: { password: m.resetPasswordMin.id } },
    { label: 'password too long', values: { ...resetOk, password: longText(101), confirmPassword: longText(101) }, errors: { password: m.passwordTooLong.id } },
    { label: 'confirmation differs', values: { ...resetOk, confirmPassword: 'longer-pass!' }, errors: { confirmPassword: m.passwordsDoNotMatch.id } },
    { label: 'token missing', values: { ...resetOk, token: '' }, errors: { token: m.resetLinkInvalid.id } },
    { label: 'email missing', values: { ...resetOk, email: '' }, errors: { email: m.resetLinkInvalid.id } },
  ],
};
