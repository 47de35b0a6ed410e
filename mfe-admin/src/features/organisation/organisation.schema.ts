import { object, string } from 'yup';
import {
  isOrganisationEmail,
  isOrganisationPhone,
  isOrganisationText,
  isSocialUrl,
  isTaxId,
  ORGANISATION_LIMITS as L,
  organisationMessages as m,
  socialNetworks,
} from '@reentry/contracts/organisation-rules';

// The form's rules: the same predicates and message ids as the API's zod contract, checked against the
// same examples (organisation.schema.test.ts), so the two cannot drift.

const field = (message: string, rule: (value: string) => boolean) =>
  string()
    .strict()
    .typeError(message)
    .defined(message)
    .test('rule', message, (value) => typeof value === 'string' && rule(value));

const words = (max: number) => (value: string) => isOrganisationText(value, max, true);
const inBothLanguages = (message: string, max: number) => object({ en: field(message, words(max)), es: field(message, words(max)) }).typeError(message).defined(message);

export const organisationFormSchema = object({
  publicName: field(m.publicName.id, (value) => isOrganisationText(value, L.publicName)),
  legalName: field(m.legalName.id, (value) => isOrganisationText(value, L.legalName)),
  taxId: field(m.taxId.id, isTaxId),
  address: field(m.address.id, words(L.address)),
  phone: field(m.phone.id, isOrganisationPhone),
  email: field(m.email.id, isOrganisationEmail),
  officeHours: inBothLanguages(m.officeHours.id, L.officeHours),
  offlineGiving: inBothLanguages(m.offlineGiving.id, L.offlineGiving),
  social: object(Object.fromEntries(socialNetworks.map((network) => [network, field(m.socialUrl.id, isSocialUrl)]))).typeError(m.socialUrl.id).defined(m.socialUrl.id),
});
