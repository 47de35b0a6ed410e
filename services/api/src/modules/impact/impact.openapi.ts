import { z } from 'zod';
import { impactQuerySchema, impactReportQuerySchema, impactSchema } from '@reentry/contracts/impact';
import { defineRoutes } from '../../openapi/route-doc.js';

export const impactApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/impact', access: 'anyone', tag: 'Impact', summary: 'The public impact figures of a range of whole months', query: impactQuerySchema, errors: [400],
    description:
      'Learners, modules finished, certificates, facilities reached; per module the share of right answers before (the before-check) and after (the first graded quiz) over the same learners, the gain and its 95% interval (Student\'s t); well-being at sign-up and at 90 days. '
      + 'Without dates: the last 12 months. Any count from 1 to 9 is null ("fewer than 10"), with the figures that would reveal it. Cached 5 minutes.',
    responses: { 200: { description: 'The figures.', schema: impactSchema } },
  },
  {
    method: 'get', path: '/api/admin/impact/report.csv', access: 'admin', tag: 'Admin', summary: 'The impact figures as CSV, for any dates and optionally one instructor\'s class (audited)',
    query: impactReportQuerySchema, errors: [400], rateLimited: true,
    description: 'The same figures and the same hiding rule as GET /api/impact, one per line, in the request language. No row about any one person.',
    responses: { 200: { description: 'CSV file.', schema: z.string(), contentType: 'text/csv' } },
  },
  {
    method: 'get', path: '/api/admin/impact/report.pdf', access: 'admin', tag: 'Admin', summary: 'The impact figures as a printable PDF, for any dates and optionally one instructor\'s class (audited)',
    query: impactReportQuerySchema, errors: [400], rateLimited: true,
    description: 'The same query, rules, rate limit and figures as the CSV, on US Letter pages (A4-safe margins) in the report language: the counts, a row per module, well-being and the small-groups note. No row about any one person.',
    responses: { 200: { description: 'PDF file (attachment, no-store).', schema: z.string(), contentType: 'application/pdf' } },
  },
]);
