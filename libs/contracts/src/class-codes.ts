import { z } from './zod.js';
import { CLASS_CODE, classCodeMessages as m, normaliseClassCode } from './class-code-rules.js';
import { text } from './text.js';

export { CLASS_CODE, classCodeMessages } from './class-code-rules.js';

const wholeNumber = (min: number, max: number, error: string) => z.number({ error }).int({ error }).min(min, { error }).max(max, { error });

/** `POST /api/instructor/class-codes`: how many learners may sign up with it, and for how many hours. */
export const createClassCodeSchema = z.object({
  maxSignups: wholeNumber(CLASS_CODE.signupsMin, CLASS_CODE.signupsMax, m.signupsRange.id).optional().default(CLASS_CODE.signupsDefault),
  hours: wholeNumber(CLASS_CODE.hoursMin, CLASS_CODE.hoursMax, m.hoursRange.id).optional().default(CLASS_CODE.hoursDefault),
});
export type CreateClassCodeRequest = z.input<typeof createClassCodeSchema>;

/** One open class code of the caller's, as the portal shows it. */
export const classCodeSchema = z.strictObject({
  id: z.number().int().positive(),
  /** Grouped for reading aloud: `KM7P-3QXR`. */
  code: z.string(),
  /** The sign-up page with the code filled in (a path on this site). */
  signupPath: z.string(),
  maxSignups: z.number().int().min(CLASS_CODE.signupsMin).max(CLASS_CODE.signupsMax),
  usedSignups: z.number().int().min(0),
  remainingSignups: z.number().int().min(0),
  expiresAt: z.iso.datetime({ offset: true }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type ClassCode = z.infer<typeof classCodeSchema>;
export const classCodesSchema = z.array(classCodeSchema);

const MAX_ID = 2_147_483_647;

/** Path parameters of `DELETE /api/instructor/class-codes/:id`. */
export const classCodeIdParamsSchema = z.object({
  id: z
    .string({ error: m.idInvalid.id })
    .regex(/^[1-9][0-9]{0,9}$/, { error: m.idInvalid.id })
    .transform(Number)
    .refine((id) => id <= MAX_ID, { error: m.idInvalid.id }),
});

/**
 * The sign-up form's optional class code: empty means none; otherwise it is normalised (case, spaces,
 * dashes) and must have the code's shape, so only well-formed codes reach the database.
 */
export const classCodeFieldSchema = text({ error: m.codeFormat.id })
  .trim()
  .max(CLASS_CODE.inputMax, { error: m.codeFormat.id })
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const code = normaliseClassCode(value);
    if (code) return code;
    ctx.addIssue({ code: 'custom', message: m.codeFormat.id });
    return z.NEVER;
  });
