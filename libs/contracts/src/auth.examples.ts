import { authValidationMessages as m } from './auth-rules.js';
import { claimMessages } from './claim-rules.js';
import { classCodeMessages as c } from './class-code-rules.js';
import { textValidationMessages as t } from './text-rules.js';

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
const changeOk = { currentPassword: 'old one', newPassword: 'longer-pass', confirmPassword: 'longer-pass' };
const control = t.controlCharacters.id;

export const authFormExamples: Record<'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'changePassword' | 'twoFactorCode', FormExample[]> = {
  login: [
    { label: 'filled in', values: { username: 'maria', password: 'x' }, errors: {} },
    { label: 'both empty', values: { username: '', password: '' }, errors: { username: m.usernameRequired.id, password: m.passwordRequired.id } },
    { label: 'username only spaces', values: { username: '   ', password: 'x' }, errors: { username: m.usernameRequired.id } },
    { label: 'NUL in the username', values: { username: 'ma\u0000ria', password: 'x' }, errors: { username: control } },
    { label: 'NUL in the password', values: { username: 'maria', password: 'x\u0000' }, errors: { password: control } },
    { label: 'full-width username (normalised, then looked up)', values: { username: 'ｍａｒｉａ', password: 'x' }, errors: {} },
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
    { label: 'Spanish letters, dot, dash and underscore', values: { ...signupOk, username: 'José.Ñúñez_2-b' }, errors: {} },
    { label: 'full-width letters become plain ones', values: { ...signupOk, username: 'ｍａｒｉａ' }, errors: {} },
    { label: 'username with a space', values: { ...signupOk, username: 'maria lopez' }, errors: { username: m.usernameCharacters.id } },
    { label: 'username with a zero-width space', values: { ...signupOk, username: 'mar\u200Bia' }, errors: { username: m.usernameCharacters.id } },
    { label: 'username with a soft hyphen', values: { ...signupOk, username: 'mar\u00ADia' }, errors: { username: m.usernameCharacters.id } },
    { label: 'username with a Cyrillic a', values: { ...signupOk, username: 'm\u0430ria' }, errors: { username: m.usernameCharacters.id } },
    { label: 'username with a combining mark', values: { ...signupOk, username: 'maria\u0336' }, errors: { username: m.usernameCharacters.id } },
    { label: 'username with a right-to-left override', values: { ...signupOk, username: '\u202Eairam' }, errors: { username: control } },
    { label: 'username with an emoji', values: { ...signupOk, username: 'maria😀' }, errors: { username: m.usernameCharacters.id } },
    { label: 'NUL in the name', values: { ...signupOk, name: 'Maria\u0000' }, errors: { name: control } },
    { label: 'tab in the name', values: { ...signupOk, name: 'Maria\tLopez' }, errors: { name: control } },
    { label: 'NUL in the email', values: { ...signupOk, email: 'maria\u0000@example.org' }, errors: { email: control } },
    { label: 'class code as the teacher wrote it', values: { ...signupOk, classCode: 'KM7P-3QXR' }, errors: {} },
    { label: 'class code in small letters with a space', values: { ...signupOk, classCode: ' km7p 3qxr ' }, errors: {} },
    { label: 'class code left empty', values: { ...signupOk, classCode: '' }, errors: {} },
    { label: 'class code with 0, O, 1 and I', values: { ...signupOk, classCode: 'O0I1-ABCD' }, errors: { classCode: c.codeFormat.id } },
    { label: 'class code too short', values: { ...signupOk, classCode: 'KM7P' }, errors: { classCode: c.codeFormat.id } },
    { label: 'class code far too long', values: { ...signupOk, classCode: 'K'.repeat(41) }, errors: { classCode: c.codeFormat.id } },
    {
      label: 'everything empty',
      values: { username: '', name: '', email: '', password: '', confirmPassword: '' },
      errors: { username: m.usernameMin.id, name: m.nameMin.id, email: m.emailRequired.id, password: m.signupPasswordMin.id },
    },
    // Issue 31: with a class code the email may be left out; without one it is still required.
    { label: 'no email with a class code', values: { ...signupOk, email: '', classCode: 'KM7P-3QXR' }, errors: {} },
    { label: 'no email without a class code', values: { ...signupOk, email: '' }, errors: { email: m.emailRequired.id } },
    { label: 'bad email with a class code', values: { ...signupOk, email: 'maria', classCode: 'KM7P-3QXR' }, errors: { email: m.emailInvalid.id } },
    // Issue 41: a claim card's code also lets the email be left out.
    { label: 'no email with a claim card code', values: { ...signupOk, email: '', claimCode: 'abcd-efgh-jkmn' }, errors: {} },
    { label: 'claim card code left empty', values: { ...signupOk, claimCode: ' ' }, errors: {} },
    { label: 'claim card code too short', values: { ...signupOk, claimCode: 'ABCD-EFGH' }, errors: { claimCode: claimMessages.codeFormat.id } },
    { label: 'claim card code with O and I', values: { ...signupOk, claimCode: 'ABCD-EFGH-JKOI' }, errors: { claimCode: claimMessages.codeFormat.id } },
  ],
  forgotPassword: [
    { label: 'valid email', values: { email: 'maria@example.org' }, errors: {} },
    { label: 'not an email', values: { email: 'maria' }, errors: { email: m.forgotEmailInvalid.id } },
    { label: 'empty', values: { email: '' }, errors: { email: m.forgotEmailInvalid.id } },
    { label: 'escape character', values: { email: 'maria@example.org\u001B' }, errors: { email: control } },
  ],
  resetPassword: [
    { label: 'valid', values: resetOk, errors: {} },
    { label: 'password of 100 characters', values: { ...resetOk, password: longText(100), confirmPassword: longText(100) }, errors: {} },
    { label: 'password too short', values: { ...resetOk, password: 'short12', confirmPassword: 'short12' }, errors: { password: m.resetPasswordMin.id } },
    { label: 'password too long', values: { ...resetOk, password: longText(101), confirmPassword: longText(101) }, errors: { password: m.passwordTooLong.id } },
    { label: 'confirmation differs', values: { ...resetOk, confirmPassword: 'longer-pass!' }, errors: { confirmPassword: m.passwordsDoNotMatch.id } },
    { label: 'token missing', values: { ...resetOk, token: '' }, errors: { token: m.resetLinkInvalid.id } },
    { label: 'email missing', values: { ...resetOk, email: '' }, errors: { email: m.resetLinkInvalid.id } },
    { label: 'NUL in the new password', values: { ...resetOk, password: 'longer-pass\u0000', confirmPassword: 'longer-pass\u0000' }, errors: { password: control } },
  ],
  changePassword: [
    { label: 'valid', values: changeOk, errors: {} },
    { label: 'current password empty', values: { ...changeOk, currentPassword: '' }, errors: { currentPassword: m.currentPasswordRequired.id } },
    { label: 'new password too short', values: { ...changeOk, newPassword: 'short12', confirmPassword: 'short12' }, errors: { newPassword: m.resetPasswordMin.id } },
    { label: 'new password too long', values: { ...changeOk, newPassword: longText(101), confirmPassword: longText(101) }, errors: { newPassword: m.passwordTooLong.id } },
    { label: 'confirmation differs', values: { ...changeOk, confirmPassword: 'longer-pass!' }, errors: { confirmPassword: m.passwordsDoNotMatch.id } },
  ],
  twoFactorCode: [
    { label: 'six digits', values: { code: '123456' }, errors: {} },
    { label: 'six digits with spaces around', values: { code: ' 123456 ' }, errors: {} },
    { label: 'a recovery code', values: { code: 'abcde-23456' }, errors: {} },
    { label: 'a recovery code without the dash', values: { code: 'ABCDE23456' }, errors: {} },
    { label: 'five digits', values: { code: '12345' }, errors: { code: m.twoFactorCodeInvalid.id } },
    { label: 'letters only, too short', values: { code: 'abc' }, errors: { code: m.twoFactorCodeInvalid.id } },
    { label: 'empty', values: { code: '' }, errors: { code: m.twoFactorCodeInvalid.id } },
  ],
};
