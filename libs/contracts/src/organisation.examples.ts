import { organisationMessages as m } from './organisation-rules.js';

/**
 * Valid and invalid organisation details, with the message id each bad field must get (field names as
 * the API reports them: `officeHours.es`, `social.x`). The same table runs against the API's zod
 * contract (organisation.test.ts) and the admin form's yup schema (mfe-admin), so the two cannot drift.
 */
export interface OrganisationExample {
  label: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

const filled = {
  publicName: 'Second Chance Finance',
  legalName: 'Second Chance Finance Inc.',
  taxId: '12-3456789',
  address: '100 Main St\nSuite 2\nColumbus, OH 43215',
  phone: '(614) 555-0100',
  email: 'hello@secondchance.example.org',
  officeHours: { en: 'Monday to Friday, 9 to 5', es: 'De lunes a viernes, de 9 a 5' },
  offlineGiving: { en: 'Mail a check to our office.', es: 'Envíe un cheque a nuestra oficina.' },
  social: { facebook: 'https://facebook.com/secondchance', instagram: '', x: '', linkedin: 'https://www.linkedin.com/company/sc', youtube: '' },
};

const empty = {
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

export const organisationExamples: OrganisationExample[] = [
  { label: 'every field filled in', values: filled, errors: {} },
  { label: 'nothing published yet', values: empty, errors: {} },
  { label: 'longest allowed texts', values: { ...filled, publicName: 'a'.repeat(120), address: 'b'.repeat(300), offlineGiving: { en: 'c'.repeat(1000), es: 'ñ'.repeat(1000) } }, errors: {} },
  { label: 'emoji and right-to-left words', values: { ...filled, publicName: 'Casa Nueva 🏠', officeHours: { en: 'Open', es: 'مرحبا' } }, errors: {} },
  { label: 'public name too long', values: { ...filled, publicName: 'a'.repeat(121) }, errors: { publicName: m.publicName.id } },
  { label: 'legal name with a NUL byte', values: { ...filled, legalName: 'Second\u0000Chance' }, errors: { legalName: m.legalName.id } },
  { label: 'public name with a hidden direction mark', values: { ...filled, publicName: 'Second\u202EChance' }, errors: { publicName: m.publicName.id } },
  { label: 'public name on two lines', values: { ...filled, publicName: 'Second\nChance' }, errors: { publicName: m.publicName.id } },
  { label: 'tax ID without the dash', values: { ...filled, taxId: '123456789' }, errors: { taxId: m.taxId.id } },
  { label: 'address of 10,000 characters', values: { ...filled, address: 'x'.repeat(10_000) }, errors: { address: m.address.id } },
  { label: 'phone with 9 digits', values: { ...filled, phone: '614-555-010' }, errors: { phone: m.phone.id } },
  { label: 'phone with words', values: { ...filled, phone: 'call us' }, errors: { phone: m.phone.id } },
  { label: 'email without a domain', values: { ...filled, email: 'hello@' }, errors: { email: m.email.id } },
  { label: 'Spanish office hours too long', values: { ...filled, officeHours: { en: 'Open', es: 'x'.repeat(501) } }, errors: { 'officeHours.es': m.officeHours.id } },
  { label: 'giving text with an escape character', values: { ...filled, offlineGiving: { en: 'Mail \u001b[31m', es: '' } }, errors: { 'offlineGiving.en': m.offlineGiving.id } },
  { label: 'a javascript: social link', values: { ...filled, social: { ...filled.social, x: 'javascript:alert(1)' } }, errors: { 'social.x': m.socialUrl.id } },
  { label: 'an http social link', values: { ...filled, social: { ...filled.social, youtube: 'http://youtube.com/sc' } }, errors: { 'social.youtube': m.socialUrl.id } },
  { label: 'a number for the phone', values: { ...filled, phone: 6145550100 }, errors: { phone: m.phone.id } },
  {
    label: 'several mistakes at once',
    values: { ...filled, taxId: '12-345', email: 'no at sign', social: { ...filled.social, facebook: 'facebook.com/sc' } },
    errors: { taxId: m.taxId.id, email: m.email.id, 'social.facebook': m.socialUrl.id },
  },
];
