import { z } from './zod.js';
import { choice, email, honeypot, requiredText } from './form-fields.js';
import { FORM_LIMITS as L, contactSubjects, formValidationMessages as m } from './forms-rules.js';

/** `POST /api/contact`: a message to the team (spec sections 3 and 5). Answers `{ received: true }` (form-submission.ts). */
export const contactMessageSchema = z.object({
  name: requiredText(m.nameRequired.id, { min: L.nameMin }),
  email: email(m.emailInvalid.id),
  subject: choice(contactSubjects, m.subjectRequired.id),
  message: requiredText(m.messageMin.id, { min: L.messageMin, size: 'long' }),
  website: honeypot,
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
