import { formsExamples } from '@reentry/contracts/forms.examples';
import { apiGet, apiPost } from '../api-client.js';
import type { Fixtures } from './fixture.js';
import { certificateHolder, CODE, validForm } from './fixtures-learning.js';
import type { World } from './world.js';

type Form = keyof typeof formsExamples;
const FORMS: Record<string, { form: Form; path: string; table: string }> = {
  'facility-requests': { form: 'facilityRequest', path: '/api/facility-requests', table: 'facility_requests' },
  'assistance-requests': { form: 'assistance', path: '/api/assistance-requests', table: 'assistance_requests' },
  'contact-messages': { form: 'contact', path: '/api/contact', table: 'contact_messages' },
  'success-stories': { form: 'successStory', path: '/api/success-stories', table: 'success_stories' },
};

/** A record sent through its public form; returns its id. */
async function sentForm(w: World, list: string): Promise<number> {
  const { form, path, table } = FORMS[list]!;
  const values = validForm(form);
  const res = await apiPost(w.app, path, values, { headers: { 'Idempotency-Key': w.unique('key-') } });
  if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`);
  return ((await w.knex(table).orderBy('id', 'desc').first('id')) as { id: number }).id;
}

const workflow = (list: string) => ({
  success: async (w: World) => ({ cookie: await w.cookieFor('admin'), params: { id: await sentForm(w, list) }, body: { status: 'in_progress' } }),
});
const onFreshLearner = (body?: (w: World) => object) => ({
  success: async (w: World) => ({ cookie: await w.cookieFor('admin'), params: { id: (await w.signUp()).id }, ...(body ? { body: body(w) } : {}) }),
});

/** The instructor portal, the admin dashboard and the content studio. */
export const staffFixtures: Fixtures = {
  'POST /api/instructor/roster/{id}/claim-code': {
    success: async (w) => {
      const cookie = await w.cookieFor('instructor');
      const person = await apiPost(w.app, '/api/instructor/roster', { name: 'Contract Card' }, { cookie });
      return { cookie, params: { id: (person.body as { id: number }).id } };
    },
  },
  'GET /api/instructor/students/{id}': { success: async (w) => ({ cookie: await w.cookieFor('instructor'), params: { id: w.ids.learner } }) },
  'POST /api/instructor/students/{id}/reset-code': { success: async (w) => ({ cookie: await w.cookieFor('instructor'), params: { id: (await w.signUp()).id } }) },
  'POST /api/instructor/class-codes': { success: async (w) => ({ cookie: await w.cookieFor('instructor'), body: { maxSignups: 20, hours: 2 } }) },
  'POST /api/instructor/class-codes/{id}/revoke': {
    success: async (w) => {
      const cookie = await w.cookieFor('instructor');
      const made = await apiPost(w.app, '/api/instructor/class-codes', {}, { cookie });
      return { cookie, params: { id: (made.body as { id: number }).id } };
    },
  },
  'GET /api/admin/instructors/{id}/roster': { success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { id: w.ids.instructor } }) },
  'POST /api/instructor/paper-attempts': {
    success: async (w) => {
      const cookie = await w.cookieFor('instructor');
      const person = await apiPost(w.app, '/api/instructor/roster', { name: 'Contract Person' }, { cookie });
      return { cookie, body: { rosterId: (person.body as { id: number }).id, moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'] } };
    },
  },
  'GET /api/instructor/class-summary': {
    // A sheet on the roster first, so the answer's `paper` totals are not all zero when checked against the document.
    success: async (w) => {
      const cookie = await w.cookieFor('instructor');
      const person = await apiPost(w.app, '/api/instructor/roster', { name: 'Contract Summary' }, { cookie });
      const sheet = await apiPost(w.app, '/api/instructor/paper-attempts', { rosterId: (person.body as { id: number }).id, moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'] }, { cookie });
      if (sheet.status !== 201) throw new Error(`paper sheet: ${sheet.status} ${sheet.text}`);
      return { cookie };
    },
  },
  'GET /api/instructor/paper-attempts': { success: async (w) => ({ cookie: await w.cookieFor('instructor'), query: 'moduleId=6' }) },
  'POST /api/instructor/class-contact': { success: async (w) => ({ cookie: await w.cookieFor('instructor'), body: { contactLine: 'Room 4, Tuesdays' } }) },
  'GET /api/admin/assistance-requests/{id}': { success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { id: await sentForm(w, 'assistance-requests') } }) },
  'POST /api/admin/facility-requests/{id}/workflow': workflow('facility-requests'),
  'POST /api/admin/assistance-requests/{id}/workflow': workflow('assistance-requests'),
  'POST /api/admin/contact-messages/{id}/workflow': workflow('contact-messages'),
  'POST /api/admin/users/{id}/toggle-instructor': onFreshLearner(() => ({ isInstructor: true })),
  'POST /api/admin/users/{id}/content-editor': onFreshLearner(() => ({ isContentEditor: true })),
  'POST /api/admin/users/{id}/reset-code': onFreshLearner(),
  'POST /api/admin/students/{id}/assign-instructor': onFreshLearner((w) => ({ instructorId: w.ids.instructor })),
  'POST /api/admin/success-stories/{id}/approval': {
    success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { id: await sentForm(w, 'success-stories') }, body: { isApproved: true } }),
  },
  'POST /api/admin/success-stories/{id}/translation': {
    success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { id: await sentForm(w, 'success-stories') }, body: { story: 'Las lecciones me ayudaron a planear mi primer sueldo.', location: null, occupation: null } }),
  },
  'POST /api/admin/success-stories/{id}/delete': { success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { id: await sentForm(w, 'success-stories') } }) },
  'PUT /api/admin/organisation': {
    success: async (w) => {
      const cookie = await w.cookieFor('admin');
      const { updatedAt: _updatedAt, ...record } = (await apiGet(w.app, '/api/admin/organisation', cookie)).body as Record<string, unknown>;
      return { cookie, body: { ...record, phone: '(614) 555-0100' } };
    },
  },
  'GET /api/admin/certificates/{code}': { params: CODE, success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { code: (await certificateHolder(w)).code } }) },
  'POST /api/admin/certificates/{code}/revoke': {
    params: CODE,
    success: async (w) => ({ cookie: await w.cookieFor('admin'), params: { code: (await certificateHolder(w)).code }, body: { reason: 'Printed in error' } }),
  },
  'POST /api/admin/kiosk-links': { success: async (w) => ({ cookie: await w.cookieFor('admin'), body: { facilityName: 'Maple Halfway House' } }) },
  'PUT /api/admin/content/{key}/draft': {
    success: async (w) => {
      const cookie = await w.cookieFor('editor');
      const { draft, version } = (await apiGet(w.app, '/api/admin/content/resources', cookie)).body as { draft: object; version: number };
      return { cookie, params: { key: 'resources' }, body: { document: draft, baseVersion: version } };
    },
  },
  'POST /api/admin/content/{key}/publish': { success: async (w) => ({ cookie: await w.cookieFor('editor'), params: { key: 'resources' }, body: {} }) },
  'POST /api/admin/content/{key}/rollback': { success: async (w) => ({ cookie: await w.cookieFor('editor'), params: { key: 'resources' }, body: { version: 1 } }) },
  'POST /api/admin/content/{key}/discard': {
    success: async (w) => {
      const cookie = await w.cookieFor('editor');
      const { version } = (await apiGet(w.app, '/api/admin/content/resources', cookie)).body as { version: number };
      return { cookie, params: { key: 'resources' }, body: { baseVersion: version } };
    },
  },
  'GET /api/admin/content/{key}/versions/{version}': { success: async (w) => ({ cookie: await w.cookieFor('editor'), params: { key: 'resources', version: 1 } }) },
  'GET /api/admin/content/{key}/preview': { success: async (w) => ({ cookie: await w.cookieFor('editor'), params: { key: 'resources' }, query: 'lang=es' }) },
};
