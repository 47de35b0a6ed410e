import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { quizAnswerKeys } from '@reentry/content/quiz-answers';

/** What the certificate pages say, per language. */
export const certificateTexts = {
  en: {
    myCertificates: 'My certificates',
    course: 'Course certificate',
    earned: 'You earned this certificate!',
    fullName: (name: string) => `Full name: ${name}`,
    get: 'Get my certificate',
    view: 'View',
    print: 'Print',
    download: 'Download PDF',
    notEarned: (passed: number) => `Pass modules 1 to 5 to earn this certificate. You passed ${passed} of 5.`,
    certificateEarned: 'You earned a certificate!',
    heading: 'Certificate of Completion',
    checkTitle: 'Check a certificate',
    codeLabel: 'Certificate code',
    check: 'Check certificate',
    valid: 'This certificate is valid.',
    revoked: 'This certificate was revoked. It is no longer valid.',
    badFormat: 'This is not a certificate code.',
    notFound: 'We could not find a certificate with this code.',
    adminTab: 'Certificates',
    adminCode: 'Certificate code',
    adminFind: 'Find certificate',
    adminReason: 'Why are you revoking this certificate?',
    adminRevoke: 'Revoke certificate',
    adminRevoked: 'Revoked',
  },
  es: {
    myCertificates: 'Mis certificados',
    course: 'Certificado del curso',
    earned: '¡Ganó este certificado!',
    fullName: (name: string) => `Nombre completo: ${name}`,
    get: 'Obtener mi certificado',
    view: 'Ver',
    print: 'Imprimir',
    download: 'Descargar PDF',
    notEarned: (passed: number) => `Apruebe los módulos 1 a 5 para ganar este certificado. Aprobó ${passed} de 5.`,
    certificateEarned: '¡Ganó un certificado!',
    heading: 'Certificado de finalización',
    checkTitle: 'Verificar un certificado',
    codeLabel: 'Código del certificado',
    check: 'Verificar certificado',
    valid: 'Este certificado es válido.',
    revoked: 'Este certificado fue revocado. Ya no es válido.',
    badFormat: 'Esto no es un código de certificado.',
    notFound: 'No encontramos un certificado con este código.',
    adminTab: 'Certificados',
    adminCode: 'Código del certificado',
    adminFind: 'Buscar certificado',
    adminReason: '¿Por qué revoca este certificado?',
    adminRevoke: 'Revocar certificado',
    adminRevoked: 'Revocado',
  },
} as const;

/** Passes modules through the real quiz route (the server grades them), as the signed-in page's cookies. */
export async function passModulesThroughApi(request: APIRequestContext, moduleIds: readonly number[]) {
  for (const moduleId of moduleIds) {
    const answers = quizAnswerKeys.en.find((key) => key.moduleId === moduleId)!.answers.map((answer) => answer.correctAnswer);
    const response = await request.post('/api/modules/complete', { headers: { 'X-Requested-With': 'fetch' }, data: { moduleId, answers } });
    expect(response.ok(), await response.text()).toBe(true);
    expect((await response.json()).passed).toBe(true);
  }
}

/** A learner with this name, signed in on the page's context (through the public sign-up call). */
export async function registerNamedLearner(page: Page, name: string, username: string) {
  const response = await page.request.post('/api/auth/register', {
    headers: { 'X-Requested-With': 'fetch' },
    data: { username, name, email: `${username}@example.org`, password: 'Tortilla-Rio-Verde-84' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
