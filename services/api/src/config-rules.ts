import { z } from 'zod';

// Building blocks for the environment schema (config.ts and its parts): one wording for each kind of value.

export const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'expected true or false' })
  .transform((value) => value === 'true' || value === '1');

/** A whole number in a range; `error` replaces the default wording ("expected a whole number from 1 to 9"). */
export function wholeNumber(min: number, max: number, error = `expected a whole number from ${min} to ${max}`) {
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A whole number of seconds in a range. */
export const wholeSeconds = (min: number, max: number) => wholeNumber(min, max, `expected a whole number of seconds from ${min} to ${max}`);
