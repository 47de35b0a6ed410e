import { formsExamples } from '@reentry/contracts/forms.examples';
import { apiGet, apiPost } from '../api-client.js';
import { passModules } from '../certificates-kit.js';
import { kioskTokens } from '../../modules/kiosk/kiosk-token.js';
import { TEST_SECRET } from '../admin-kit.js';
import type { Fixtures } from './fixture.js';
import { METRICS_TOKEN, type World } from './world.js';

/** The contracts' first valid example of a public form (the table the forms and the API both run). */
export const validForm = (form: keyof typeof formsExamples) => formsExamples[form].find((example) => Object.keys(example.errors).length === 0)!.values;
const form = (name: keyof typeof formsExamples) => ({
  success: async (w: World) => ({ body: validForm(name), headers: { 'Idempotency-Key': w.unique('key-') } }),
});
const CODE = { code: 'K7QM-4XPA-9TRD-W2HN' };

/** A fresh learner who passed modules 1 to 5 and holds the course certificate; returns its code. */
export async function certificateHolder(w: World): Promise<{ cookie: string; code: string }> {
  const { cookie } = await w.signUp();
  await passModules(w.app, cookie, [1, 2, 3, 4, 5]);
  const issued = await apiPost(w.app, '/api/certificates', { nameFormat: 'full' }, { cookie });
  const code = (issued.body as { certificates: { code: string }[] }).certificates[0]?.code;
  if (!code) throw new Error(`no certificate: ${issued.status} ${issued.text}`);
  return { cookie, code };
}

export { CODE };
const SCENARIO = 'payment-app-mistake';

/** Learning, practice, the money plan, certificates, the public forms and reads, and the site's own routes. */
export const learningFixtures: Fixtures = {
  'POST /api/claim': {
    success: async (w) => {
      const instructor = await w.cookieFor('instructor');
      const person = await apiPost(w.app, '/api/instructor/roster', { name: 'Contract Claim' }, { cookie: instructor });
      const card = await apiPost(w.app, `/api/instructor/roster/${(person.body as { id: number }).id}/claim-code`, {}, { cookie: instructor });
      return { cookie: (await w.signUp()).cookie, body: { code: (card.body as { code: string }).code } };
    },
  },
  'POST /api/modules/complete': {
    success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { moduleId: 1, answers: ['a', 'a', 'a', 'a', 'a'] } }),
  },
  'POST /api/users/last-read': {
    success: async (w) => {
      const module = (await apiGet(w.app, '/api/content/module-1')).body as { sections?: { id: string }[] };
      return { cookie: (await w.signUp()).cookie, body: { moduleId: 1, sectionId: module.sections?.[0]?.id ?? 'what-is-digital-money' } };
    },
  },
  'POST /api/practice/{id}/answer': { params: { id: SCENARIO }, success: async () => ({ params: { id: SCENARIO }, body: { choice: 'a' } }) },
  'PUT /api/money-plan': { success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { week1: { pay: '120' } } }) },
  'POST /api/certificates': { success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { nameFormat: 'full' } }) },
  'POST /api/certificates/{code}/withdraw': {
    params: CODE,
    success: async (w) => {
      const { cookie, code } = await certificateHolder(w);
      return { cookie, params: { code } };
    },
  },
  'GET /api/certificates/{code}.pdf': {
    params: CODE,
    success: async (w) => {
      const { cookie, code } = await certificateHolder(w);
      return { cookie, params: { code } };
    },
  },
  'GET /api/certificates/{code}': { params: CODE, success: async (w) => ({ params: { code: (await certificateHolder(w)).code } }) },
  'POST /api/facility-requests': form('facilityRequest'),
  'POST /api/contact': form('contact'),
  'POST /api/assistance-requests': form('assistance'),
  'POST /api/success-stories': form('successStory'),
  'GET /api/content/{key}': { success: async () => ({ params: { key: 'module-1' } }) },
  'GET /kiosk': {
    status: 303,
    success: async () => ({ query: `facility=${encodeURIComponent(kioskTokens(TEST_SECRET).sign('Maple House'))}` }),
  },
  'GET /metrics': { success: async () => ({ headers: { Authorization: `Bearer ${METRICS_TOKEN}` } }) },
};
