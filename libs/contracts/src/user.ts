import { z } from './zod.js';
import { moduleIdSchema } from './module-id.js';

export const progressSchema = z.object({
  completedModules: z.array(moduleIdSchema),
  /** Module id (as a string key) to the best quiz score in percent. */
  quizScores: z.record(z.string(), z.number().int().min(0).max(100)),
});
export type Progress = z.infer<typeof progressSchema>;

/** The user object every authentication response returns. Never carries the password. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  /** Null for a learner who signed up with a class code and no email. */
  email: z.string().nullable(),
  name: z.string(),
  isAdmin: z.boolean(),
  isInstructor: z.boolean(),
  /** May edit and publish content (the content studio). Optional: older servers do not send it. */
  isContentEditor: z.boolean().optional(),
  assignedInstructorId: z.number().int().positive().nullable(),
  progress: progressSchema,
});
export type User = z.infer<typeof userSchema>;
