import { z } from './zod.js';
import { ACCOUNT_RULES, accountValidationMessages as m } from './account-rules.js';
import { AUTH_LIMITS, EMAIL_PATTERN, authValidationMessages as auth } from './auth-rules.js';
import { twoFactorCodeSchema } from './auth.js';
import { locales } from './locale.js';
import { moneyPlanSchema } from './money-plan.js';
import { text } from './text.js';

export { ACCOUNT_RULES, WITHDRAWN_REASON, accountValidationMessages } from './account-rules.js';

const L = AUTH_LIMITS;
const password = (id: string) => text({ error: id }).min(1, { error: id }).max(L.passwordMax, { error: auth.passwordTooLong.id });

/**
 * `PATCH /api/account`: one change at a time. The name (certificates already made keep theirs), the language,
 * or the email address with the current password (the change waits for the link mailed to the new address).
 */
export const accountUpdateSchema = z
  .object({
    name: text({ error: auth.nameMin.id }).trim().min(L.nameMin, { error: auth.nameMin.id }).max(L.nameMax, { error: auth.nameMax.id }).optional(),
    locale: z.enum(locales, { error: m.localeInvalid.id }).optional(),
    email: text({ error: m.emailInvalid.id }).trim().max(L.emailMax, { error: m.emailInvalid.id }).regex(EMAIL_PATTERN, { error: m.emailInvalid.id }).optional(),
    currentPassword: password(auth.currentPasswordRequired.id).optional(),
  })
  .refine((value) => value.email === undefined || value.currentPassword !== undefined, { path: ['currentPassword'], error: auth.currentPasswordRequired.id })
  .refine((value) => value.name !== undefined || value.locale !== undefined || value.email !== undefined, { error: m.nothingToChange.id });
export type AccountUpdate = z.infer<typeof accountUpdateSchema>;

/** The token from an email-change or undo link (the page reads it from the address and posts it). */
export const accountTokenSchema = z.object({
  token: text({ error: m.linkInvalid.id }).min(1, { error: m.linkInvalid.id }).max(ACCOUNT_RULES.tokenMax, { error: m.linkInvalid.id }),
});
export type AccountToken = z.infer<typeof accountTokenSchema>;

/** `POST /api/account/delete`: the password, and the two-step code when two-step sign-in is on. */
export const accountDeleteSchema = z.object({
  password: password(m.passwordRequired.id),
  code: z.preprocess((value) => (value === '' ? undefined : value), twoFactorCodeSchema.optional()),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** `GET /api/account`: the signed-in learner's profile as the database has it now. */
export const accountProfileSchema = z.strictObject({
  username: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** The language the site is shown in after signing in anywhere; null until chosen. */
  locale: z.enum(locales).nullable(),
  /** The address was shown to be the person's (a link mailed to it was opened); only then are forms sent from it listed. */
  emailVerified: z.boolean(),
  /** A new address waiting for its link to be opened. */
  pendingEmail: z.string().nullable(),
  /** Two-step sign-in is on: deleting the account asks for a code too. */
  twoFactor: z.boolean(),
});
export type AccountProfile = z.infer<typeof accountProfileSchema>;

const at = z.string();

/**
 * `GET /api/account/export`: everything the platform keeps about the account (also as a download). Forms sent
 * from the account's address are listed only once that address is verified.
 */
export const accountExportSchema = z.object({
  exportedAt: at,
  profile: z.object({
    username: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    emailVerified: z.boolean(),
    locale: z.string().nullable(),
    createdAt: at,
    roles: z.array(z.string()),
  }),
  progress: z.array(z.object({ moduleId: z.number(), completed: z.boolean(), quizScore: z.number().nullable(), updatedAt: at.nullable() })),
  /** `source`: `paper` for a sheet typed in by an instructor and claimed into the account with a card (issue 41). */
  quizAttempts: z.array(z.object({ moduleId: z.number(), score: z.number(), passed: z.boolean(), answers: z.array(z.string()), createdAt: at, source: z.enum(['online', 'paper']) })),
  /** Spot the scam: every answer kept, oldest first. */
  practiceAnswers: z.array(z.object({ scenarioId: z.string(), choice: z.string(), correct: z.boolean(), createdAt: at })),
  /** My first month's money plan, in cents, as saved. */
  moneyPlan: z.object({ plan: moneyPlanSchema, updatedAt: at }).nullable(),
  /** Before-checks (issue 40): the options chosen, how many were right, and the first graded quiz after it. */
  beforeChecks: z.array(
    z.object({
      moduleId: z.number(),
      answers: z.array(z.string()),
      correct: z.number(),
      total: z.number(),
      answeredAt: at,
      after: z.object({ correct: z.number(), total: z.number(), at }).nullable(),
    }),
  ),
  /** The well-being questions (issue 40): each round's replies (0 to 4), age group and score, and when the 90-day mail went. */
  wellBeing: z.object({
    answers: z.array(z.object({ round: z.string(), replies: z.array(z.number()), ageGroup: z.string(), score: z.number(), answeredAt: at })),
    followUpMailedAt: at.nullable(),
  }),
  /** Where the learner stopped reading. */
  readingPosition: z.object({ moduleId: z.number(), sectionId: z.string(), readAt: at }).nullable(),
  certificates: z.array(z.object({ code: z.string(), kind: z.string(), printedName: z.string(), issuedAt: at, revokedAt: at.nullable() })),
  classMembership: z.object({ instructorName: z.string() }).nullable(),
  sessions: z.array(z.object({ browser: z.string().nullable(), system: z.string().nullable(), createdAt: at, lastSeenAt: at })),
  /** Email changes asked for and made (the addresses, and when each was confirmed or undone). */
  emailChanges: z.array(z.object({ newEmail: z.string().nullable(), oldEmail: z.string().nullable(), askedAt: at, confirmedAt: at.nullable(), undoneAt: at.nullable() })),
  /** Two-step sign-in: on or off, since when, and how many unused recovery codes are left (never the secrets). */
  twoFactor: z.object({ enabled: z.boolean(), enabledAt: at.nullable(), recoveryCodesLeft: z.number() }),
  /** The audit log's entries done by the account or about it: what and when (never who else, or any values). */
  activity: z.array(z.object({ action: z.string(), at, byYou: z.boolean() })),
  forms: z.array(z.object({ form: z.string(), createdAt: at, status: z.string().nullable() })),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
