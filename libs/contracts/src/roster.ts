import { z } from './zod.js';
import { defineMessages } from './messages.js';
import { text } from './text.js';

// Issue 41, section 1: a class roster of people who have no account yet (a workshop inside a facility).

export const ROSTER_NAME_MAX = 80;
/** Enough for the largest workshop; a roster is not a user directory. */
export const ROSTER_MAX_PEOPLE = 500;

export const rosterMessages = defineMessages({
  nameRequired: { id: 'contracts.roster.nameRequired', defaultMessage: 'Write a name or a roster number.', description: 'Class roster: the name is missing or not text' },
  nameTooLong: { id: 'contracts.roster.nameTooLong', defaultMessage: 'Keep the name to 80 characters or fewer.', description: 'Class roster: the name is too long' },
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
});
export type RosterPerson = z.infer<typeof rosterPersonSchema>;

/** `GET /api/instructor/roster`: the caller's roster, in the order people were added. */
export const rosterSchema = z.strictObject({ people: z.array(rosterPersonSchema) });
export type Roster = z.infer<typeof rosterSchema>;
