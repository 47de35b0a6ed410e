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

const jsonHeaders = { 'Content-Type': 'application/json', 'X-Requested-With': 'fetch' };

/**
 * A new instructor of their own (a class no other test touches), signed in on `as`: signs up through the
 * public call, the demo admin (on `admin`) makes them an instructor, then they sign in again.
 */
export async function newInstructor(as: APIRequestContext, admin: APIRequestContext): Promise<string> {
  const username = `teach${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const password = 'Tortilla-Rio-Verde-84';
  const made = await as.post('/api/auth/register', {
    headers: { ...jsonHeaders, 'Idempotency-Key': `${username}-signup` },
    data: { username, name: 'Paz Maestra', email: `${username}@example.org`, password },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id } = (await made.json()) as { id: number };
  await apiLogIn(admin, 'admin', process.env.E2E_DEMO_PASSWORD!);
  const role = await admin.post(`/api/admin/users/${id}/toggle-instructor`, { headers: jsonHeaders, data: { isInstructor: true } });
  expect(role.status(), await role.text()).toBe(200);
  await apiLogIn(as, username, password);
  return username;
}

/** Adds people to the signed-in instructor's roster, in order; their roster ids. */
export async function addToRoster(as: APIRequestContext, names: readonly string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const name of names) {
    const added = await as.post('/api/instructor/roster', { headers: jsonHeaders, data: { name } });
    expect(added.status(), await added.text()).toBe(201);
    ids.push(((await added.json()) as { id: number }).id);
  }
  return ids;
}

/** One paper sheet through the API (as the grid sends it), expecting `status`. */
export async function enterPaperSheet(as: APIRequestContext, sheet: { rosterId: number; moduleId: number; answers: string[] }, status = 201) {
  const sent = await as.post('/api/instructor/paper-attempts', { headers: { ...jsonHeaders, 'Idempotency-Key': `sheet-${Date.now()}-${Math.random()}` }, data: sheet });
  expect(sent.status(), await sent.text()).toBe(status);
}
