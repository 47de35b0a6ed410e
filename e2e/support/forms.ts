import type { APIRequest, APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './test';
import { demoPassword } from './accounts';
import { apiLogIn } from './instructor';

export type Language = 'en' | 'es';
export const languages: Language[] = ['en', 'es'];

/**
 * What the four forms say, per language, as a visitor sees them: labels, buttons, the validation messages
 * (spec section 5 where it gives them) and the toasts (spec section 8).
 */
export const formTexts = {
  en: {
    notifications: 'Notifications',
    optional: (label: string) => `${label} (optional)`,
    errorSummary: (count: number) => (count === 1 ? 'Please fix the field marked below.' : `Please fix the ${count} fields marked below.`),
    failTitle: 'Submission Failed',
    facility: {
      heading: 'Schedule a presentation',
      facilityName: 'Facility Name', facilityType: 'Facility Type', prison: 'Prison or jail', halfway: 'Halfway house',
      contactName: 'Contact Name', contactPosition: 'Position/Title', contactEmail: 'Email', contactPhone: 'Contact Phone',
      facilityAddress: 'Facility Address', participantCount: 'Estimated Number of Participants', preferredDate: 'Preferred Date',
      specialRequirements: 'Special Requirements (optional)',
      submit: 'Submit Request', busy: 'Submitting...',
      ok: ['Request Submitted', "Thank you! We'll contact you shortly to confirm the details."],
      fail: 'There was an error submitting your request. Please try again.',
      errors: {
        facilityName: 'Facility name is required', facilityType: 'Please select a facility type', contactName: 'Contact name is required',
        contactPosition: 'Position/Title is required', contactEmail: 'Invalid email address', contactPhone: 'Valid phone number is required',
        facilityAddress: 'Facility address is required', participantCount: 'Number of participants is required',
        participantRange: 'Enter a whole number from 1 to 10,000', preferredDate: 'Preferred date is required',
      },
    },
    contact: {
      heading: 'Get in touch',
      name: 'Name', email: 'Email', subject: 'Subject', volunteer: 'Volunteering', message: 'Message',
      submit: 'Send Message', busy: 'Sending...',
      ok: ['Message Sent', "Thank you for your message. We'll get back to you soon!"],
      fail: 'There was an error sending your message. Please try again.',
      errors: { name: 'Name is required', email: 'Invalid email address', subject: 'Please select a subject', message: 'Message should be at least 10 characters' },
    },
    assistance: {
      heading: 'Get help',
      fullName: 'Full Name', email: 'Email', phone: 'Phone', releaseDate: 'Release Date', location: 'Where You Live Now',
      assistanceType: 'What kind of help do you need?', housing: 'Housing', employment: 'Employment (a job)', both: 'Both',
      currentSituation: 'Your Current Situation', previousExperience: 'Work Experience (optional)', additionalNeeds: 'Other Needs (optional)',
      emergencyContact: 'Emergency Contact (optional)', hasTransportation: 'I have a reliable way to get around (car, bus pass or rides)',
      criminalBackground: 'Criminal Background (optional)',
      submit: 'Submit Application', busy: 'Submitting...',
      ok: ['Application Submitted Successfully', "We'll contact you within 48 hours to discuss your needs."],
      fail: 'Please check your information and try again.',
      submitted: 'Application Submitted!', reference: 'Your reference number:', another: 'Submit another application',
      errors: {
        fullName: 'Full name is required', email: 'Please enter a valid email address', phone: 'Phone number must be at least 10 digits',
        releaseDate: 'Release date is required', location: 'Location is required', assistanceType: 'Please select the kind of help you need',
        currentSituation: 'Please tell us about your current situation',
      },
    },
    story: {
      heading: 'Share your story',
      name: 'Name', story: 'Your Story', location: 'Location (optional)', occupation: 'Occupation (optional)',
      consent: 'I agree that my story, name, location and occupation may be published on this website.',
      submit: 'Share My Story', busy: 'Submitting...',
      ok: ['Story Sent', 'Thank you for sharing! We will read your story before it appears on the site.'],
      fail: 'There was an error sending your story. Please try again.',
      errors: { name: 'Name is required', story: 'Your story should be at least 20 characters', consent: 'Please agree so we can share your story' },
    },
  },
  es: {
    notifications: 'Notificaciones',
    optional: (label: string) => `${label} (opcional)`,
    errorSummary: (count: number) => (count === 1 ? 'Por favor, corrija el campo marcado abajo.' : `Por favor, corrija los ${count} campos marcados abajo.`),
    failTitle: 'Error al enviar',
    facility: {
      heading: 'Programe una presentación',
      facilityName: 'Nombre del centro', facilityType: 'Tipo de centro', prison: 'Prisión o cárcel', halfway: 'Casa de transición',
      contactName: 'Nombre de contacto', contactPosition: 'Cargo o puesto', contactEmail: 'Correo electrónico', contactPhone: 'Teléfono de contacto',
      facilityAddress: 'Dirección del centro', participantCount: 'Número aproximado de participantes', preferredDate: 'Fecha preferida',
      specialRequirements: 'Requisitos especiales (opcional)',
      submit: 'Enviar solicitud', busy: 'Enviando...',
      ok: ['Solicitud enviada', '¡Gracias! Nos comunicaremos con usted pronto para confirmar los detalles.'],
      fail: 'Hubo un error al enviar su solicitud. Por favor, inténtelo de nuevo.',
      errors: {
        facilityName: 'El nombre del centro es obligatorio', facilityType: 'Por favor, seleccione un tipo de centro',
        contactName: 'El nombre de contacto es obligatorio', contactPosition: 'El cargo o puesto es obligatorio',
        contactEmail: 'Dirección de correo electrónico no válida', contactPhone: 'Se requiere un número de teléfono válido',
        facilityAddress: 'La dirección del centro es obligatoria', participantCount: 'El número de participantes es obligatorio',
        participantRange: 'Escriba un número entero del 1 al 10,000', preferredDate: 'La fecha preferida es obligatoria',
      },
    },
    contact: {
      heading: 'Contáctenos',
      name: 'Nombre', email: 'Correo electrónico', subject: 'Asunto', volunteer: 'Voluntariado', message: 'Mensaje',
      submit: 'Enviar mensaje', busy: 'Enviando...',
      ok: ['Mensaje enviado', 'Gracias por su mensaje. ¡Le responderemos pronto!'],
      fail: 'Hubo un error al enviar su mensaje. Por favor, inténtelo de nuevo.',
      errors: {
        name: 'El nombre es obligatorio', email: 'Dirección de correo electrónico no válida', subject: 'Por favor, seleccione un asunto',
        message: 'El mensaje debe tener al menos 10 caracteres',
      },
    },
    assistance: {
      heading: 'Obtenga ayuda',
      fullName: 'Nombre completo', email: 'Correo electrónico', phone: 'Teléfono', releaseDate: 'Fecha de salida', location: 'Dónde vive ahora',
      assistanceType: '¿Qué tipo de ayuda necesita?', housing: 'Vivienda', employment: 'Empleo (un trabajo)', both: 'Las dos',
      currentSituation: 'Su situación actual', previousExperience: 'Experiencia de trabajo (opcional)', additionalNeeds: 'Otras necesidades (opcional)',
      emergencyContact: 'Contacto de emergencia (opcional)',
      hasTransportation: 'Tengo una forma segura de moverme (carro, pase de autobús o alguien que me lleve)',
      criminalBackground: 'Antecedentes penales (opcional)',
      submit: 'Enviar solicitud', busy: 'Enviando...',
      ok: ['Solicitud enviada con éxito', 'Nos comunicaremos con usted en un plazo de 48 horas para hablar de sus necesidades.'],
      fail: 'Por favor, revise sus datos e inténtelo de nuevo.',
      submitted: '¡Solicitud enviada!', reference: 'Su número de referencia:', another: 'Enviar otra solicitud',
      errors: {
        fullName: 'El nombre completo es obligatorio', email: 'Por favor, ingrese un correo electrónico válido',
        phone: 'El número de teléfono debe tener al menos 10 dígitos', releaseDate: 'La fecha de salida es obligatoria',
        location: 'La ubicación es obligatoria', assistanceType: 'Por favor, seleccione el tipo de ayuda que necesita',
        currentSituation: 'Por favor, cuéntenos sobre su situación actual',
      },
    },
    story: {
      heading: 'Comparta su historia',
      name: 'Nombre', story: 'Su historia', location: 'Lugar (opcional)', occupation: 'Ocupación (opcional)',
      consent: 'Acepto que publiquen en este sitio web mi historia, mi nombre, mi lugar y mi ocupación.',
      submit: 'Compartir mi historia', busy: 'Enviando...',
      ok: ['Historia enviada', '¡Gracias por compartir! Leeremos su historia antes de que aparezca en el sitio.'],
      fail: 'Hubo un error al enviar su historia. Por favor, inténtelo de nuevo.',
      errors: {
        name: 'El nombre es obligatorio', story: 'Su historia debe tener al menos 20 caracteres',
        consent: 'Por favor, acepte para que podamos compartir su historia',
      },
    },
  },
} as const;

export const formPaths = { facility: '/schedule', contact: '/contact', assistance: '/assistance', story: '/share-your-story' } as const;
export type FormName = keyof typeof formPaths;

/** A field by its visible label, exactly (hints and errors are not part of it). */
export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The one visible toast, in the page's language. */
export const toast = (page: Page, language: Language) => page.getByRole('region', { name: formTexts[language].notifications }).getByRole('listitem');

/** Asserts a toast with exactly these title and description texts. */
export async function expectToast(page: Page, language: Language, [title, description]: readonly [string, string] | readonly string[]) {
  const shown = toast(page, language);
  await expect(shown).toContainText(title!);
  await expect(shown).toContainText(description!);
}

/** A tag no other test (or earlier run) has used, to find this test's rows and mails. */
export const tagOf = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Fills the workshop request form with valid answers (nothing submitted). */
export async function fillFacilityRequest(page: Page, language: Language, { facilityName, email }: { facilityName: string; email: string }) {
  const t = formTexts[language].facility;
  await field(page, t.facilityName).fill(facilityName);
  await page.getByRole('radio', { name: t.halfway }).check();
  await field(page, t.contactName).fill('Rosa Méndez');
  await field(page, t.contactPosition).fill('Program director');
  await field(page, t.contactEmail).fill(email);
  await field(page, t.contactPhone).fill('(614) 555-0142');
  await field(page, t.facilityAddress).fill('12 River Road, Columbus, OH');
  await field(page, t.participantCount).fill('25');
  await field(page, t.preferredDate).fill('Any Tuesday in May');
  await field(page, t.specialRequirements).fill('No phones allowed 📵, "quotes" & <tags>');
}

export async function fillContactMessage(page: Page, language: Language, { name, email }: { name: string; email: string }) {
  const t = formTexts[language].contact;
  await field(page, t.name).fill(name);
  await field(page, t.email).fill(email);
  await field(page, t.subject).selectOption({ label: t.volunteer });
  await field(page, t.message).fill('I would like to help at a workshop. ¿Cómo empiezo? 🙂');
}

export async function fillAssistanceApplication(page: Page, language: Language, { fullName, email }: { fullName: string; email: string }) {
  const t = formTexts[language].assistance;
  await field(page, t.fullName).fill(fullName);
  await field(page, t.email).fill(email);
  await field(page, t.phone).fill('555-123-4567');
  await field(page, t.releaseDate).fill('March 2025');
  await field(page, t.location).fill('Dayton, Ohio');
  await page.getByRole('radio', { name: t.both }).check();
  await field(page, t.currentSituation).fill('Staying with my sister for now.');
  await field(page, t.criminalBackground).fill('Prefer to talk about it on the phone.');
}

export async function fillStory(page: Page, language: Language, { name }: { name: string }) {
  const t = formTexts[language].story;
  await field(page, t.name).fill(name);
  await field(page, t.story).fill('I opened my first bank account and now I save a little every month.');
  await field(page, t.location).fill('Reno, Nevada');
  await page.getByRole('checkbox', { name: t.consent }).check();
}

/** Fills a form with valid answers; the fields' values to check afterwards, by label. */
export async function fillForm(page: Page, form: FormName, language: Language, tag: string, email: string) {
  if (form === 'facility') await fillFacilityRequest(page, language, { facilityName: tag, email });
  if (form === 'contact') await fillContactMessage(page, language, { name: tag, email });
  if (form === 'assistance') await fillAssistanceApplication(page, language, { fullName: tag, email });
  if (form === 'story') await fillStory(page, language, { name: tag });
}

/** The label of the field holding the tag, per form (to check what was typed stayed, or was cleared). */
export function tagField(form: FormName, language: Language): string {
  const t = formTexts[language];
  return { facility: t.facility.facilityName, contact: t.contact.name, assistance: t.assistance.fullName, story: t.story.name }[form];
}

/** Everything in localStorage and sessionStorage except the platform's saved language and theme. */
export async function typedStorage(page: Page): Promise<Record<string, string | null>> {
  return page.evaluate(() => {
    const all: Record<string, string | null> = {};
    for (const [name, storage] of [['local', localStorage], ['session', sessionStorage]] as const) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i)!;
        if (!(name === 'local' && (key === 'locale' || key === 'theme'))) all[`${name}:${key}`] = storage.getItem(key);
      }
    }
    return all;
  });
}

/** Holds every call to `path` until the returned release() is called (to see the busy state). */
export async function holdRequests(page: Page, path: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${path}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The demo admin, signed in on a context of its own (the dashboard's API reads what the forms stored). */
export async function adminApi(playwright: { request: APIRequest }): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  await apiLogIn(request, 'admin', demoPassword());
  return request;
}

/** One row of an admin list, found by a tag in it. */
export async function adminFind(request: APIRequestContext, list: string, tag: string): Promise<Record<string, unknown>> {
  const response = await request.get(`/api/admin/${list}?q=${encodeURIComponent(tag)}`);
  expect(response.status(), await response.text()).toBe(200);
  const { items } = (await response.json()) as { items: Record<string, unknown>[] };
  expect(items, `${list} holding ${tag}`).toHaveLength(1);
  return items[0]!;
}

/** The submit button of the page's form. */
export const submitButton = (page: Page, label: string): Locator => page.getByRole('button', { name: label, exact: true });
