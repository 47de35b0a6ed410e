import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The spec's words, in each language (the toast and the portal's fixed texts). */
export const instructorTexts = {
  en: {
    accessDenied: 'Access Denied',
    noPrivileges: "You don't have instructor privileges",
    notifications: 'Notifications',
    portal: 'Instructor portal',
    students: 'My Students',
    resources: 'Teaching Resources',
    prompt: 'Select a student to view their details',
    close: 'Close',
    back: 'Back to all students',
    emptyTitle: 'No students assigned yet',
    emptyBody: "Once students are assigned to you by an administrator, they'll appear here.",
    completed: /\d of 6 modules completed/,
    download: 'Download class progress (CSV)',
    csvHeader: 'Name,Username,Email,Modules completed (of 6),Module 1 best score (%)',
    mostMissed: 'Questions the class missed most',
    classReport: 'Class report',
    missedOnLastTry: 'Missed on the last try',
    question1: 'What is a blockchain?',
    lessonPlan1: 'Module 1: Introduction to Digital Currency',
    handout: 'Participant handout',
    yourStudents: 'Your students',
  },
  es: {
    accessDenied: 'Acceso denegado',
    noPrivileges: 'No tiene permisos de instructor',
    notifications: 'Notificaciones',
    portal: 'Portal del instructor',
    students: 'Mis estudiantes',
    resources: 'Recursos de enseñanza',
    prompt: 'Seleccione un estudiante para ver sus detalles',
    close: 'Cerrar',
    back: 'Volver a todos los estudiantes',
    emptyTitle: 'Todavía no tiene estudiantes asignados',
    emptyBody: 'Cuando un administrador le asigne estudiantes, aparecerán aquí.',
    completed: /\d de 6 módulos completados/,
    download: 'Descargar el avance de la clase (CSV)',
    csvHeader: 'Nombre,Nombre de usuario,Correo electrónico,Módulos completados (de 6),Módulo 1: mejor puntaje (%)',
    mostMissed: 'Las preguntas que más falló la clase',
    classReport: 'Informe de la clase',
    missedOnLastTry: 'Falló en el último intento',
    question1: '¿Qué es una blockchain?',
    lessonPlan1: 'Módulo 1: Introducción al dinero digital',
    handout: 'Material para participantes',
    yourStudents: 'Sus estudiantes',
  },
} as const;

/** Signs in through the API (the page's cookies are the request context's), faster than the form. */
export async function apiLogIn(request: APIRequestContext, username: string, password: string, baseUrl = '') {
  const response = await request.post(`${baseUrl}/api/auth/login`, {
    data: { username, password },
    headers: { 'X-Requested-With': 'fetch' },
  });
  expect(response.status(), `login as ${username}`).toBe(200);
}

/** The Access Denied toast, in the page's language. */
export async function expectAccessDenied(page: Page, locale: 'en' | 'es') {
  const t = instructorTexts[locale];
  await expect(page).toHaveURL(/\/$/);
  const toast = page.getByRole('region', { name: t.notifications }).getByRole('listitem');
  await expect(toast).toHaveCount(1);
  await expect(toast).toContainText(t.accessDenied);
  await expect(toast).toContainText(t.noPrivileges);
  await expect(toast).toHaveClass(/toast--destructive/);
}

/** A client-side (router) navigation, as the Back and Forward buttons make. */
export async function clientNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
