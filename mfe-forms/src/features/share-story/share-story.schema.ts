import * as yup from 'yup';
import { FORM_LIMITS as L, formValidationMessages as m } from '@reentry/contracts/forms-rules';
import { honeypot, optionalText, requiredText } from '../../shared/yup-fields';

/** The share-your-story form's rules; the API checks the same with its zod contract. */
export const shareStoryFormSchema = yup.object({
  name: requiredText(m.nameRequired.id, { min: L.nameMin }),
  story: requiredText(m.storyMin.id, { min: L.storyMin, size: 'long' }),
  location: optionalText('short'),
  occupation: optionalText('short'),
  consentToPublish: yup.boolean().oneOf([true], m.publishConsentRequired.id),
  website: honeypot,
});
