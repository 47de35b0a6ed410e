import { z } from 'zod';
import { classCodeIdParamsSchema, classCodeSchema, classCodesSchema, createClassCodeSchema } from '@reentry/contracts/class-codes';
import {
  classProgressCsvQuerySchema,
  classSummarySchema,
  instructorStudentDetailSchema,
  instructorStudentsSchema,
  studentIdParamsSchema,
} from '@reentry/contracts/instructor';
import { classContactResponseSchema, classContactSchema } from '@reentry/contracts/my-class';
import { resetCodeSchema } from '@reentry/contracts/reset-codes';
import { classPracticeSchema } from '@reentry/contracts/practice';
import { paperAttemptResultSchema, paperAttemptSchema, rosterPersonInputSchema, rosterPersonSchema, rosterSchema } from '@reentry/contracts/roster';
import { paperSheetsQuerySchema, paperSheetsSchema } from '@reentry/contracts/paper-entry';
import { defineRoutes } from '../../openapi/route-doc.js';

const tag = 'Instructor';

export const instructorApiDocs = defineRoutes([
  {
    method: 'get', path: '/api/instructor/students', access: 'instructor', tag, summary: "The caller's assigned students and their progress",
    responses: { 200: { description: 'Students (never assistance data or other users).', schema: instructorStudentsSchema } },
  },
  {
    method: 'get', path: '/api/instructor/students/:id', access: 'instructor', tag, summary: 'One assigned student: modules, attempts and missed questions',
    params: studentIdParamsSchema, errors: [400, 404],
    responses: { 200: { description: 'The student (404 for anyone not assigned to the caller).', schema: instructorStudentDetailSchema } },
  },
  {
    method: 'post', path: '/api/instructor/students/:id/reset-code', access: 'instructor', tag, summary: 'Make a one-time reset code for an assigned student',
    description: '8 symbols, shown once, single use, 24 hours; 404 for anyone not assigned to the caller, 403 for staff; 5 a day per instructor (429). Audited.',
    params: studentIdParamsSchema, rateLimited: true, errors: [403, 404],
    responses: { 201: { description: 'The code (never shown again).', schema: resetCodeSchema } },
  },
  {
    method: 'get', path: '/api/instructor/class-summary', access: 'instructor', tag, summary: "The class at a glance: modules, the most-missed questions and the roster's paper totals",
    description: "`paper`: the caller's roster's paper sheets as totals only (no names), claimed or not; a person whose claiming account is now the caller's student is left out (counted once, in the student totals).",
    responses: { 200: { description: 'Summary.', schema: classSummarySchema } },
  },
  {
    method: 'get', path: '/api/instructor/practice', access: 'instructor', tag, summary: 'Spot the scam: who has done which scenario, and what the class gets wrong first',
    responses: { 200: { description: 'Class practice.', schema: classPracticeSchema } },
  },
  {
    method: 'get', path: '/api/instructor/class-progress.csv', access: 'instructor', tag, summary: "The class's progress as CSV (formula cells neutralised)",
    query: classProgressCsvQuerySchema,
    responses: { 200: { description: 'CSV file.', schema: z.string(), contentType: 'text/csv' } },
  },
  {
    method: 'get', path: '/api/instructor/roster', access: 'instructor', tag, summary: "The caller's roster: people in the class with no account yet",
    responses: { 200: { description: 'The roster, in the order people were added (never another class\'s).', schema: rosterSchema } },
  },
  {
    method: 'post', path: '/api/instructor/roster', access: 'instructor', tag, summary: 'Add a person with no account to the caller\'s class',
    description: 'A name or a roster number (1 to 80 characters), nothing else. At most 500 people per roster (409). Audited (the id, not the name).',
    body: rosterPersonInputSchema, rateLimited: true, errors: [409],
    responses: { 201: { description: 'The person on the roster.', schema: rosterPersonSchema } },
  },
  {
    method: 'post', path: '/api/instructor/paper-attempts', access: 'instructor', tag, summary: 'Enter a paper answer sheet for a person on the caller\'s roster',
    description: 'Answers in question order, as the quiz. Graded by the same server grading as online attempts (the published quiz, its version kept), under the same lock (403 for a module not yet open to the person) and unlocks. 404 for a person not on the caller\'s roster. One sheet per Idempotency-Key. Audited.',
    body: paperAttemptSchema, rateLimited: true, idempotencyKey: true, errors: [403, 404],
    responses: { 201: { description: 'The graded sheet, and the person\'s passed modules after it.', schema: paperAttemptResultSchema } },
  },
  {
    method: 'get', path: '/api/instructor/paper-attempts', access: 'instructor', tag, summary: 'The latest paper sheet of each person on the caller\'s roster, for one module',
    description: 'For the entry grid: the score and pass of each roster person\'s latest sheet for the module (people with no sheet are left out; never another class\'s). No names, no answers.',
    query: paperSheetsQuerySchema, errors: [400],
    responses: { 200: { description: 'The latest sheets, by roster id.', schema: paperSheetsSchema } },
  },
  {
    method: 'get', path: '/api/instructor/class-codes', access: 'instructor', tag, summary: "The caller's open class codes, with places left",
    responses: { 200: { description: 'Open codes, newest first (a full code stays until it ends).', schema: classCodesSchema } },
  },
  {
    method: 'post', path: '/api/instructor/class-codes', access: 'instructor', tag, summary: 'Make a class code (sign-ups that join the caller\'s class)',
    description: 'Default 40 sign-ups (1 to 60) for 4 hours (1 to 12). At most 10 open codes per instructor (409). Audited.',
    body: createClassCodeSchema, rateLimited: true, errors: [409],
    responses: { 201: { description: 'The new code.', schema: classCodeSchema } },
  },
  {
    method: 'post', path: '/api/instructor/class-codes/:id/revoke', access: 'instructor', tag, summary: 'End one of the caller\'s class codes now',
    params: classCodeIdParamsSchema, errors: [404],
    responses: { 204: { description: 'Ended (learners who signed up stay in the class). Audited.' } },
  },
  {
    method: 'get', path: '/api/instructor/class-contact', access: 'instructor', tag, summary: "The caller's contact line for their students",
    responses: { 200: { description: 'The line, or null.', schema: classContactResponseSchema } },
  },
  {
    method: 'post', path: '/api/instructor/class-contact', access: 'instructor', tag, summary: 'Set the contact line the caller\'s students see',
    description: 'Plain text, at most 160 characters; an empty line removes it. Audited (the length, never the text).',
    body: classContactSchema, rateLimited: true,
    responses: { 200: { description: 'The line now.', schema: classContactResponseSchema } },
  },
]);
