import { z } from './zod.js';
import { defineMessages } from './messages.js';

/**
 * The CFPB Financial Well-Being Scale, five-item version (issue 40): asked once after sign-up (optional) and
 * once more about 90 days later by a mailed link. The items and their answers are the CFPB's; the server
 * scores them with the CFPB's table (services/api well-being-score.ts).
 */
export const WELL_BEING_ITEMS = 5;
/** Each answer is the position of the chosen reply: 0 is "Completely" / "Always", 4 is "Not at all" / "Never". */
export const WELL_BEING_REPLIES = 5;
export const wellBeingRounds = ['sign-up', 'follow-up'] as const;
export type WellBeingRound = (typeof wellBeingRounds)[number];
/** The CFPB table has a column for people 62 and older; the questionnaire asks. */
export const wellBeingAgeGroups = ['18-61', '62-plus'] as const;
export type WellBeingAgeGroup = (typeof wellBeingAgeGroups)[number];
/** Days after sign-up when the second round is due (and mailed). */
export const WELL_BEING_FOLLOW_UP_DAYS = 90;
/** Days after sign-up during which the first round may be sent. */
export const WELL_BEING_SIGN_UP_DAYS = 14;

export const wellBeingMessages = defineMessages({
  answersInvalid: {
    id: 'contracts.wellBeing.answersInvalid',
    defaultMessage: 'Choose one answer for each of the 5 sentences.',
    description: 'Well-being questions: an answer is missing or not one of the choices',
  },
  ageGroupInvalid: { id: 'contracts.wellBeing.ageGroupInvalid', defaultMessage: 'Tell us if you are 62 or older.', description: 'Well-being questions: the age group is missing' },
  consentRequired: {
    id: 'contracts.wellBeing.consentRequired',
    defaultMessage: 'Check the box to say we may keep your answers.',
    description: 'Well-being questions: the consent box is not checked',
  },
});
const m = wellBeingMessages;

const reply = z.number({ error: m.answersInvalid.id }).int({ error: m.answersInvalid.id }).min(0, { error: m.answersInvalid.id }).max(WELL_BEING_REPLIES - 1, { error: m.answersInvalid.id });

/** `POST /api/account/well-being`: the five replies in the CFPB's order, the age group, and consent to keep them. */
export const wellBeingSubmissionSchema = z.object({
  answers: z.array(reply, { error: m.answersInvalid.id }).length(WELL_BEING_ITEMS, { error: m.answersInvalid.id }),
  ageGroup: z.enum(wellBeingAgeGroups, { error: m.ageGroupInvalid.id }),
  consent: z.literal(true, { error: m.consentRequired.id }),
});
export type WellBeingSubmission = z.infer<typeof wellBeingSubmissionSchema>;

export const wellBeingAnswerSchema = z.object({
  round: z.enum(wellBeingRounds),
  /** The CFPB score (about 19 to 90; the national average is near 54). */
  score: z.number().int(),
  answeredAt: z.iso.datetime(),
});
export type WellBeingAnswer = z.infer<typeof wellBeingAnswerSchema>;

/** `GET /api/account/well-being`: which round may be answered now (null: none), and the caller's scores. */
export const myWellBeingSchema = z.object({ due: z.enum(wellBeingRounds).nullable(), answers: z.array(wellBeingAnswerSchema) });
export type MyWellBeing = z.infer<typeof myWellBeingSchema>;

/** `POST /api/account/well-being` answers 201 with the round it filled and its score. */
export const wellBeingSavedSchema = z.object({ round: z.enum(wellBeingRounds), score: z.number().int() });
