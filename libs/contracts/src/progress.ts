import { progressSchema, type Progress } from './user.js';

/**
 * `GET /api/users/progress` (signed in): completed module ids and the best quiz score per module.
 * The same shape as `user.progress` in `GET /api/auth/me`; both come from one API service.
 */
export const progressResponseSchema = progressSchema;
export type ProgressResponse = Progress;
