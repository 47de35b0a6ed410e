import { z } from './zod.js';
import {
  isOrganisationEmail,
  isOrganisationPhone,
  isOrganisationText,
  isSocialUrl,
  isTaxId,
  ORGANISATION_LIMITS as L,
  organisationMessages as m,
  socialNetworks,
  type SocialNetwork,
} from './organisation-rules.js';

/** A string field with one rule and one message: wrong type, too long and bad characters all name the field. */
function field(message: string, rule: (value: string) => boolean) {
  return z.string({ error: message }).refine(rule, { error: message });
}

const words = (max: number) => (value: string) => isOrganisationText(value, max, true);
const inBothLanguages = (message: string, max: number) =>
  z.object({ en: field(message, words(max)), es: field(message, words(max)) }, { error: message });

const socialShape = Object.fromEntries(socialNetworks.map((network) => [network, field(m.socialUrl.id, isSocialUrl)])) as Record<
  SocialNetwork,
  ReturnType<typeof field>
>;

/**
 * The organisation's details as an admin edits them (`GET`/`PUT /api/admin/organisation`). '' means
 * "not published": pages then leave the line out and never make a value up. Unknown keys are dropped.
 */
export const organisationDetailsSchema = z.object({
  publicName: field(m.publicName.id, (value) => isOrganisationText(value, L.publicName)),
  legalName: field(m.legalName.id, (value) => isOrganisationText(value, L.legalName)),
  taxId: field(m.taxId.id, isTaxId),
  address: field(m.address.id, words(L.address)),
  phone: field(m.phone.id, isOrganisationPhone),
  email: field(m.email.id, isOrganisationEmail),
  officeHours: inBothLanguages(m.officeHours.id, L.officeHours),
  offlineGiving: inBothLanguages(m.offlineGiving.id, L.offlineGiving),
  social: z.object(socialShape, { error: m.socialUrl.id }),
});
export type OrganisationDetails = z.infer<typeof organisationDetailsSchema>;

/**
 * The fields only an administrator may change (issue 39): who the organisation is, as receipts and
 * certificates name it. A content editor keeps the public contact details (address, phone, email, hours,
 * ways to give without a card, social links) up to date; a save of theirs that changes one of these is refused.
 */
export const adminOnlyOrganisationFields = ['publicName', 'legalName', 'taxId'] as const satisfies readonly (keyof OrganisationDetails)[];

/** `PUT /api/admin/organisation`: the whole document and the version it was read at (a stale one gets 409). */
export const organisationUpdateSchema = organisationDetailsSchema.extend({
  version: z.number({ error: m.version.id }).int({ error: m.version.id }).min(1, { error: m.version.id }).max(2_147_483_647, { error: m.version.id }),
});
export type OrganisationUpdate = z.infer<typeof organisationUpdateSchema>;

/** What the admin reads: the document, its version, and when it last changed (null: never saved). */
export const organisationRecordSchema = organisationDetailsSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type OrganisationRecord = z.infer<typeof organisationRecordSchema>;

/** The part every visitor may read (in `GET /api/site-config`); the social links travel apart, as a list. */
export const publicOrganisationSchema = organisationDetailsSchema.omit({ social: true });
export type PublicOrganisation = z.infer<typeof publicOrganisationSchema>;

/** Nothing set: what a new database starts from before the environment's defaults fill it in. */
export const emptyOrganisation: OrganisationDetails = {
  publicName: '',
  legalName: '',
  taxId: '',
  address: '',
  phone: '',
  email: '',
  officeHours: { en: '', es: '' },
  offlineGiving: { en: '', es: '' },
  social: { facebook: '', instagram: '', x: '', linkedin: '', youtube: '' },
};
