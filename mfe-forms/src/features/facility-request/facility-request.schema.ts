import * as yup from 'yup';
import { FORM_LIMITS as L, facilityTypes, formValidationMessages as m } from '@reentry/contracts/forms-rules';
import { choice, email, honeypot, optionalText, phone, requiredText } from '../../shared/yup-fields';

/** The facility request form's rules (spec section 5); the API checks the same with its zod contract. */
export const facilityRequestFormSchema = yup.object({
  facilityName: requiredText(m.facilityNameRequired.id, { min: L.nameMin }),
  facilityType: choice(facilityTypes, m.facilityTypeRequired.id),
  contactName: requiredText(m.contactNameRequired.id, { min: L.nameMin }),
  contactPosition: requiredText(m.contactPositionRequired.id, { min: L.nameMin }),
  contactEmail: email(m.emailInvalid.id),
  contactPhone: phone(m.contactPhoneInvalid.id),
  facilityAddress: requiredText(m.facilityAddressRequired.id, { min: L.addressMin }),
  participantCount: yup
    .number()
    .typeError(m.participantCountRequired.id)
    .required(m.participantCountRequired.id)
    .integer(m.participantCountRange.id)
    .min(L.participantsMin, m.participantCountRequired.id)
    .max(L.participantsMax, m.participantCountRange.id),
  preferredDate: requiredText(m.preferredDateRequired.id),
  specialRequirements: optionalText(),
  website: honeypot,
});
