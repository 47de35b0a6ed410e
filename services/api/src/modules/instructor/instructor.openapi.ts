import { z } from 'zod';
import {
  classProgressCsvQuerySchema,
  classSummarySchema,
  instructorStudentDetailSchema,
  instructorStudentsSchema,
  studentIdParamsSchema,
} from '@reentry/contracts/instructor';
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
    method: 'get', path: '/api/instructor/class-summary', access: 'instructor', tag, summary: "The class at a glance: modules and the most-missed questions",
    responses: { 200: { description: 'Summary.', schema: classSummarySchema } },
  },
  {
    method: 'get', path: '/api/instructor/class-progress.csv', access: 'instructor', tag, summary: "The class's progress as CSV (formula cells neutralised)",
    query: classProgressCsvQuerySchema,
    responses: { 200: { description: 'CSV file.', schema: z.string(), contentType: 'text/csv' } },
  },
]);
