import { moneyPlanRequestSchema, moneyPlanResponseSchema } from '@reentry/contracts/money-plan';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Learning';

export const moneyPlanApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/money-plan', access: 'signed-in', tag, summary: "The learner's first-month money plan (null before the first save)",
    responses: { 200: { description: 'The plan in cents, by week and line.', schema: moneyPlanResponseSchema } },
  },
  {
    method: 'put', path: '/api/money-plan', access: 'signed-in', tag, summary: "Replaces the learner's money plan (one per learner)",
    description:
      'Amounts are dollars (a number or a decimal string, blank is 0) from 0 to 100,000 with at most two decimals, by period ' +
      '(`week1` to `week4`, `days29to30`) and line. Missing ones are 0. A bad amount answers 422 `VALIDATION_FAILED` naming the field ' +
      '(`week1.pay`); an unknown key or another shape answers 422 too. Audited (`money_plan.saved`, without the amounts).',
    body: moneyPlanRequestSchema, rateLimited: true, errors: [422],
    responses: { 200: { description: 'The saved plan in cents.', schema: moneyPlanResponseSchema } },
  },
]);
