import { z } from './zod.js';
import { hasForbiddenCharacters, textValidationMessages } from './text-rules.js';

export { textValidationMessages };

export interface TextOptions {
  /** Message id when the value is missing or not a string. */
  error: string;
  /** Allow tab and line breaks (multi-line text boxes). */
  multiline?: boolean;
}

/**
 * The one string schema every contract string starts from: it refuses control characters and hidden
 * direction marks first (then no other rule runs), so a NUL byte gets a clear 400, never a 500.
 * Chain the field's own rules after it: `text({ error }).trim().min(2, ...)`.
 */
export function text({ error, multiline = false }: TextOptions) {
  return z.string({ error }).refine((value) => !hasForbiddenCharacters(value, { multiline }), {
    error: textValidationMessages.controlCharacters.id,
    abort: true,
  });
}
