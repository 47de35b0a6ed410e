import { z } from './zod.js';
import { MODULE_IDS } from './constants.js';

/** A learning module id, 1 to 6. */
export const moduleIdSchema = z
  .number()
  .int()
  .min(MODULE_IDS[0])
  .max(MODULE_IDS[MODULE_IDS.length - 1]!);
