import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './test';
import { uniqueName } from './accounts';

// The account pages' words and helpers for the specs with JavaScript off (html-first-account*.spec.ts).

export const PASSWORD = 'Tortilla-Rio-Verde-84';
export const NEW_PASSWORD = 'green river morning 42';

export const words = {
  en: {
    email: 'Email', sendResetLink: 'Send reset link', resetSentTitle: 'Reset email sent!', resetSent: 'Check your email. The link works for 30 minutes.',
    sendUsername: 'Send my username', usernameSentTitle: 'Email sent', usernameSent: 'Check your email for your username.',
    linkNeedsScript: 'This link opens only with JavaScript, which is turned off in this browser. Turn it on and open the link again, or open it on another phone or computer.',
    newPassword: /^New password/, confirmNew: /^Confirm new password/, reset: 'Reset Password', resetDone: 'Password reset!', mismatch: 'Passwords do not match',
    codeTitle: 'Use a code from your instructor', username: /^Username/, code: /^Code from your instructor/,
    summary: 'Please fix the field marked below.',
    myAccount: 'My account', name: /^Name/, saveName: 'Save name', nameSaved: 'Your name is saved',
    newEmail: /^New email address/, password: /^Your password/, sendLink: 'Send the link', linkSent: 'Check your email', pending: (email: string) => `We sent a link to ${email}.`,
    confirmSubject: 'Confirm your new email address', useEmail: 'Use this email address', emailChanged: 'Your email address is changed.',
    otherLanguage: 'Spanish (Español)', saveLanguage: 'Save language', languageSavedInOther: 'Su idioma está guardado', myAccountInOther: 'Mi cuenta',
    seeData: 'See my data', dataTitle: 'My data', download: 'Download my data',
    deleteLink: 'Delete my account', deleteButton: 'Delete my account for good', deleted: 'Account deleted', notSaved: 'Not saved',
    currentPassword: /^Current password/, changePassword: 'Change password', passwordChanged: 'Password changed',
  },
  es: {
    email: 'Correo electrónico', sendResetLink: 'Enviar el enlace', resetSentTitle: '¡Correo enviado!', resetSent: 'Revise su correo. El enlace sirve por 30 minutos.',
    sendUsername: 'Enviar mi nombre de usuario', usernameSentTitle: 'Correo enviado', usernameSent: 'Revise su correo electrónico. Allí está su nombre de usuario.',
    linkNeedsScript: 'Este enlace solo se abre con JavaScript, que está desactivado en este navegador. Actívelo y abra el enlace otra vez, o ábralo en otro teléfono o computadora.',
    newPassword: /^Contraseña nueva/, confirmNew: /^Confirme la contraseña nueva/, reset: 'Restablecer la contraseña', resetDone: '¡Contraseña restablecida!', mismatch: 'Las contraseñas no coinciden',
    codeTitle: 'Use un código de su instructor', username: /^Nombre de usuario/, code: /^Código de su instructor/,
    summary: 'Por favor, corrija el campo marcado abajo.',
    myAccount: 'Mi cuenta', name: /^Nombre/, saveName: 'Guardar el nombre', nameSaved: 'Su nombre está guardado',
    newEmail: /^Nuevo correo electrónico/, password: /^Su contraseña/, sendLink: 'Enviar el enlace', linkSent: 'Revise su correo electrónico', pending: (email: string) => `Enviamos un enlace a ${email}.`,
    confirmSubject: 'Confirme su nuevo correo electrónico', useEmail: 'Usar este correo electrónico', emailChanged: 'Su correo electrónico ya cambió.',
    otherLanguage: 'Inglés (English)', saveLanguage: 'Guardar el idioma', languageSavedInOther: 'Your language is saved', myAccountInOther: 'My account',
    seeData: 'Ver mis datos', dataTitle: 'Mis datos', download: 'Descargar mis datos',
    deleteLink: 'Eliminar mi cuenta', deleteButton: 'Eliminar mi cuenta para siempre', deleted: 'Cuenta eliminada', notSaved: 'No se guardó',
    currentPassword: /^Contraseña actual/, changePassword: 'Cambiar contraseña', passwordChanged: 'Contraseña cambiada',
  },
} as const;
export type Language = keyof typeof words;

export const headers = { 'X-Requested-With': 'fetch' };

/** A learner with an email address, made through the API in a request context of its own (the page stays signed out). */
export async function registerElsewhere(request: APIRequestContext, prefix: string): Promise<{ id: number; username: string; email: string }> {
  const username = uniqueName(prefix);
  const email = `${username}@example.org`;
  const response = await request.post('/api/auth/register', { headers, data: { username, name: 'Rosa Delgado', email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return { id, username, email };
}

/** Whether the API signs this username in with this password (a fresh request context: no session of the page's). */
export async function signsIn(playwright: { request: { newContext(options: { baseURL?: string }): Promise<APIRequestContext> } }, baseURL: string, username: string, password: string): Promise<boolean> {
  const request = await playwright.request.newContext({ baseURL });
  try {
    return (await request.post('/api/auth/login', { headers, data: { username, password } })).status() === 200;
  } finally {
    await request.dispose();
  }
}

export const field = (page: Page, label: string | RegExp) => page.getByRole('main').getByLabel(label);
export const status = (page: Page) => page.getByRole('main').getByRole('status');
export const alerts = (page: Page) => page.getByRole('main').getByRole('alert');
