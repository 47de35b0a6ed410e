import { z } from './zod.js';
import { choice, email, honeypot, optionalText, phone, requiredText } from './form-fields.js';
import { FORM_LIMITS as L, facilityTypes, formValidationMessages as m } from './forms-rules.js';

/** `POST /api/facility-requests`: a facility asks for a workshop (spec sections 3 and 5). */
export const facilityRequestSchema = z.object({
  facilityName: requiredText(m.facilityNameRequired.id, { min: L.nameMin }),
  facilityType: choice(facilityTypes, m.facilityTypeRequired.id),
  contactName: requiredText(m.contactNameRequired.id, { min: L.nameMin }),
  contactPosition: requiredText(m.contactPositionRequired.id, { min: L.nameMin }),
  contactEmail: email(m.emailInvalid.id),
  contactPhone: phone(m.contactPhoneInvalid.id),
  facilityAddress: requiredText(m.facilityAddressRequired.id, { min: L.addressMin }),
  participantCount: z
    .number({ error: m.participantCountRequired.id })
    .int({ error: m.participantCountRange.id })
    .min(L.participantsMin, { error: m.participantCountRequired.id })
    .max(L.participantsMax, { error: m.participantCountRange.id }),
  preferredDate: requiredText(m.preferredDateRequired.id),
  specialRequirements: optionalText(),
  website: honeypot,
});
export type FacilityRequestInput = z.input<typeof facilityRequestSchema>;
export type FacilityRequest = z.output<typeof facilityRequestSchema>;
