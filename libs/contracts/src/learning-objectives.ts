import { z } from './zod.js';
import { learningObjectives } from './learning-objective-names.js';

export { learningObjectiveMessages, learningObjectives, type LearningObjective } from './learning-objective-names.js';

/** A learning objective in a request or a document (the list and names: learning-objective-names.ts). */
export const learningObjectiveSchema = z.enum(learningObjectives);
