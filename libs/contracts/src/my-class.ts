import { z } from './zod.js';
import { defineMessages } from './messages.js';
import { text } from './text.js';

// Issue 31, "My class": the learner sees whose class they are in and the instructor's contact line.

export const CLASS_CONTACT_LINE_MAX = 160;

export const myClassMessages = defineMessages({
  contactLineInvalid: {
    id: 'contracts.myClass.contactLineInvalid',
    defaultMessage: 'Write the contact line as plain text.',
    description: 'Instructor portal, class contact line: the value is not text',
  },
  contactLineTooLong: {
    id: 'contracts.myClass.contactLineTooLong',
    defaultMessage: 'Keep the contact line to 160 characters or fewer.',
    description: 'Instructor portal, class contact line: longer than 160 characters',
  },
});
const m = myClassMessages;

/** `POST /api/instructor/class-contact`: one line of plain text for the instructor's students; empty clears it. */
export const classContactSchema = z.strictObject({
  contactLine: text({ error: m.contactLineInvalid.id })
    .trim()
    .max(CLASS_CONTACT_LINE_MAX, { error: m.contactLineTooLong.id }),
});
export type ClassContactRequest = z.input<typeof classContactSchema>;

/** The instructor's contact line, or null when they have not set one. */
export const classContactResponseSchema = z.strictObject({ contactLine: z.string().nullable() });
export type ClassContactResponse = z.infer<typeof classContactResponseSchema>;

/** `GET /api/account/class`: the class the learner is in (their instructor's name and contact line), or null. */
export const myClassSchema = z.strictObject({
  class: z
    .strictObject({
      instructorName: z.string(),
      contactLine: z.string().nullable(),
    })
    .nullable(),
});
export type MyClass = z.infer<typeof myClassSchema>;
