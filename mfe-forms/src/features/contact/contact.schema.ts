import * as yup from 'yup';
import { FORM_LIMITS as L, contactSubjects, formValidationMessages as m } from '@reentry/contracts/forms-rules';
import { choice, email, honeypot, requiredText } from '../../shared/yup-fields';

/** The contact form's rules (spec section 5); the API checks the same with its zod contract. */
export const contactFormSchema = yup.object({
  name: requiredText(m.nameRequired.id, { min: L.nameMin }),
  email: email(m.emailInvalid.id),
  subject: choice(contactSubjects, m.subjectRequired.id),
  message: requiredText(m.messageMin.id, { min: L.messageMin, size: 'long' }),
  website: honeypot,
});
