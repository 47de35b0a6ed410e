import * as yup from 'yup';
import { assistanceTypes, formValidationMessages as m } from '@reentry/contracts/forms-rules';
import { choice, email, honeypot, optionalText, phone, requiredText } from '../../shared/yup-fields';

/** The assistance application's rules (spec section 5); the API checks the same with its zod contract. */
export const assistanceFormSchema = yup.object({
  fullName: requiredText(m.fullNameRequired.id),
  email: email(m.applicantEmailInvalid.id),
  phone: phone(m.phoneMin.id),
  releaseDate: requiredText(m.releaseDateRequired.id),
  location: requiredText(m.locationRequired.id),
  assistanceType: choice(assistanceTypes, m.assistanceTypeRequired.id),
  currentSituation: requiredText(m.currentSituationRequired.id, { size: 'long' }),
  previousExperience: optionalText(),
  additionalNeeds: optionalText(),
  emergencyContact: optionalText(),
  hasTransportation: yup.boolean(),
  criminalBackground: optionalText(),
  website: honeypot,
});
