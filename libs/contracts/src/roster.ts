import { z } from './zod.js';
import { defineMessages } from './messages.js';
import { text } from './text.js';
import { oneAnswerPerQuestion, oneAnswerPerQuestionError, quizAnswersShape, quizQuestionResultSchema } from './quiz.js';

// Issue 41, section 1: a class roster of people who have no account yet (a workshop inside a facility).

export const ROSTER_NAME_MAX = 80;
/** Enough for the largest workshop; a roster is not a user directory. */
export const ROSTER_MAX_PEOPLE = 500;

export const rosterMessages = defineMessages({
  nameRequired: { id: 'contracts.roster.nameRequired', defaultMessage: 'Write a name or a roster number.', description: 'Class roster: the name is missing or not text' },
  nameTooLong: { id: 'contracts.roster.nameTooLong', defaultMessage: 'Keep the name to 80 characters or fewer.', description: 'Class roster: the name is too long' },
  personUnknown: { id: 'contracts.roster.personUnknown', defaultMessage: 'Choose a person from your roster.', description: 'Paper answers: the roster id is not a number' },
  rosterFull: { id: 'contracts.roster.rosterFull', defaultMessage: 'This class has 500 people on its roster, the most it can hold.', description: 'Class roster: no room for one more' },
});
const m = rosterMessages;

/** `POST /api/instructor/roster`: a name, or only a roster number; nothing else is asked. */
export const rosterPersonInputSchema = z.strictObject({
  name: text({ error: m.nameRequired.id }).trim().min(1, { error: m.nameRequired.id }).max(ROSTER_NAME_MAX, { error: m.nameTooLong.id }),
});
export type RosterPersonInput = z.input<typeof rosterPersonInputSchema>;

/** One person on the caller's roster. */
export const rosterPersonSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  addedAt: z.iso.datetime(),
  /** When the person moved their work into their own account (section 3); null while it is still here. */
  claimedAt: z.iso.datetime().nullable(),
  /** When the person's newest claim card stops working; null when they have none that works (or have claimed). */
  claimCodeExpiresAt: z.iso.datetime().nullable(),
});
export type RosterPerson = z.infer<typeof rosterPersonSchema>;

/** `GET /api/instructor/roster`: the caller's roster, in the order people were added. */
export const rosterSchema = z.strictObject({ people: z.array(rosterPersonSchema) });
export type Roster = z.infer<typeof rosterSchema>;

/** The roster person a paper sheet is for: an id of the caller's roster (another class's is not found). */
const rosterIdSchema = z.number({ error: m.personUnknown.id }).int({ error: m.personUnknown.id }).positive({ error: m.personUnknown.id }).max(2 ** 31 - 1, { error: m.personUnknown.id });

/**
 * `POST /api/instructor/paper-attempts` (section 2): one paper answer sheet typed in, answers in question
 * order as the quiz, for a person on the caller's roster. Graded by the same server grading as online.
 */
export const paperAttemptSchema = z.strictObject({ rosterId: rosterIdSchema, ...quizAnswersShape }).refine(oneAnswerPerQuestion, oneAnswerPerQuestionError);
export type PaperAttempt = z.infer<typeof paperAttemptSchema>;

const percent = z.number().int().min(0).max(100);

/** The graded sheet: as the quiz's result, with the person's passed modules after it (the lock and unlocks). */
export const paperAttemptResultSchema = z.strictObject({
  rosterId: z.number().int().positive(),
  moduleId: z.number().int(),
  score: percent,
  correctCount: z.number().int().min(0),
  questionCount: z.number().int().positive(),
  passPercent: percent,
  passed: z.boolean(),
  results: z.array(quizQuestionResultSchema),
  completedModules: z.array(z.number().int()),
});
export type PaperAttemptResult = z.infer<typeof paperAttemptResultSchema>;
