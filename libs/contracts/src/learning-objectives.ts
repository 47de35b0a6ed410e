import { z } from './zod.js';

/**
 * What a quiz question checks (issue 40): each question of each quiz has one, so figures can be read by
 * objective as well as by module. Language-neutral ids; the studio shows their names.
 */
export const learningObjectives = [
  'budgeting',
  'saving',
  'banking',
  'credit',
  'borrowing',
  'fines-and-fees',
  'id-documents',
  'digital-money',
  'wallets',
  'investing-risk',
  'scams',
] as const;
export const learningObjectiveSchema = z.enum(learningObjectives);
export type LearningObjective = z.infer<typeof learningObjectiveSchema>;
