import { z } from './zod.js';
import { choice, email, honeypot, optionalText, phone, requiredText } from './form-fields.js';
import { assistanceTypes, formValidationMessages as m } from './forms-rules.js';
import { locales } from './locale.js';
import { REFERENCE_PATTERN } from './assistance-reference.js';

/** `POST /api/assistance-requests`: a reentry-assistance application (spec sections 3 and 5). */
export const assistanceRequestSchema = z.object({
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
  hasTransportation: z.boolean({ error: m.checkField.id }).default(false),
  criminalBackground: optionalText(),
  website: honeypot,
});
export type AssistanceRequestInput = z.input<typeof assistanceRequestSchema>;
export type AssistanceRequest = z.output<typeof assistanceRequestSchema>;

export { REFERENCE_ALPHABET, REFERENCE_LENGTH } from './assistance-reference.js';
export const referenceSchema = z.string().regex(REFERENCE_PATTERN);

/** The 201 answer: the reference the applicant quotes when they call. */
export const assistanceSubmittedSchema = z.object({ reference: referenceSchema });
export type AssistanceSubmitted = z.infer<typeof assistanceSubmittedSchema>;

/** The fields encrypted at rest; only `GET /api/admin/assistance-requests/:id` decrypts them, and audits it. */
export const sensitiveAssistanceFields = ['currentSituation', 'additionalNeeds', 'emergencyContact', 'criminalBackground'] as const;

/** `GET /api/admin/assistance-requests/:id` (admins only): one application in full, decrypted. */
export const assistanceRequestDetailSchema = z.object({
  id: z.number().int().positive(),
  reference: referenceSchema,
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  releaseDate: z.string(),
  location: z.string(),
  assistanceType: z.enum(assistanceTypes),
  currentSituation: z.string(),
  previousExperience: z.string().nullable(),
  additionalNeeds: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  hasTransportation: z.boolean(),
  criminalBackground: z.string().nullable(),
  locale: z.enum(locales),
  createdAt: z.string(),
});
export type AssistanceRequestDetail = z.infer<typeof assistanceRequestDetailSchema>;

/** Path parameter of the admin detail route. */
export const assistanceRequestIdSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9][0-9]{0,9}$/)
    .transform(Number)
    .refine((id) => id <= 2_147_483_647),
});
