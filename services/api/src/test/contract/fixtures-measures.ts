import type { Fixtures } from './fixture.js';

/** Issue 40: the before-check and the well-being answers, on a fresh learner each (both are once only). */
export const measuresFixtures: Fixtures = {
  'GET /api/modules/{id}/pre-check': { params: { id: 1 } },
  'POST /api/modules/{id}/pre-check': {
    params: { id: 1 },
    success: async (w) => ({ cookie: (await w.signUp()).cookie, params: { id: 1 }, body: { answers: ['a', 'b', 'c', 'd', 'a'] }, headers: { 'Idempotency-Key': w.unique('pre-check-') } }),
  },
  'POST /api/account/well-being': {
    success: async (w) => ({ cookie: (await w.signUp()).cookie, body: { answers: [2, 2, 2, 2, 2], ageGroup: '18-61', consent: true }, headers: { 'Idempotency-Key': w.unique('well-being-') } }),
  },
  'GET /api/admin/impact/report.csv': { success: async (w) => ({ cookie: await w.cookieFor('admin'), query: 'from=2026-01-01&to=2026-03-31' }) },
  'GET /api/admin/impact/report.pdf': { success: async (w) => ({ cookie: await w.cookieFor('admin'), query: 'from=2026-01-01&to=2026-03-31' }) },
};
