import { formValidationMessages as m } from './forms-rules.js';

/**
 * Valid and invalid inputs for each public form, with the message id each bad field must get. The same
 * table runs against the API's zod contracts (forms.test.ts) and the forms' yup schemas (mfe-forms), so
 * the two cannot drift. `errors` is empty for valid input. Values are what the form sends.
 */
export interface FormsExample {
  label: string;
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

const text = (length: number, char = 'a') => char.repeat(length);

const facility = {
  facilityName: 'Riverside Halfway House',
  facilityType: 'halfway',
  contactName: 'Dana Brooks',
  contactPosition: 'Program Director',
  contactEmail: 'dana@riverside.example.org',
  contactPhone: '(614) 555-0142',
  facilityAddress: '12 River Rd, Columbus, OH',
  participantCount: 25,
  preferredDate: 'Any Tuesday in May',
  specialRequirements: '',
  website: '',
};

const contact = { name: 'Ana Diaz', email: 'ana@example.org', subject: 'volunteer', message: 'I would like to help on weekends.', website: '' };

const assistance = {
  fullName: 'Marcus Taylor',
  email: 'marcus@example.org',
  phone: '555-123-4567',
  releaseDate: 'March 2025',
  location: 'Dayton, Ohio',
  assistanceType: 'both',
  currentSituation: 'Staying with my sister for now. I need my own place and a job.',
  previousExperience: '',
  additionalNeeds: '',
  emergencyContact: '',
  hasTransportation: false,
  criminalBackground: '',
  website: '',
};

const story = {
  name: 'Luis M.',
  story: 'The budgeting lessons helped me plan my first paycheck.',
  location: '',
  occupation: '',
  consentToPublish: true,
  website: '',
};

export const formsExamples: Record<'facilityRequest' | 'contact' | 'assistance' | 'successStory', FormsExample[]> = {
  facilityRequest: [
    { label: 'all valid', values: facility, errors: {} },
    { label: 'limits that pass', values: { ...facility, facilityName: 'AB', participantCount: 10_000, contactPhone: '614 555 0142 ext. 20', specialRequirements: text(5000) }, errors: {} },
    { label: 'one participant, plus sign phone', values: { ...facility, participantCount: 1, contactPhone: '+1 614.555.0142' }, errors: {} },
    { label: 'emoji, quotes and right-to-left text', values: { ...facility, facilityName: 'Casa "Nueva" 🏠', specialRequirements: 'مرحبا <b>hi</b>' }, errors: {} },
    { label: 'name too short', values: { ...facility, facilityName: 'A' }, errors: { facilityName: m.facilityNameRequired.id } },
    { label: 'name only spaces', values: { ...facility, facilityName: '   ' }, errors: { facilityName: m.facilityNameRequired.id } },
    { label: 'name too long', values: { ...facility, facilityName: text(201) }, errors: { facilityName: m.shortTextTooLong.id } },
    { label: 'name with a NUL byte', values: { ...facility, facilityName: 'Riverside\u0000' }, errors: { facilityName: m.unsavableCharacters.id } },
    { label: 'unknown facility type', values: { ...facility, facilityType: 'jail' }, errors: { facilityType: m.facilityTypeRequired.id } },
    { label: 'phone with 9 digits', values: { ...facility, contactPhone: '614-555-014' }, errors: { contactPhone: m.contactPhoneInvalid.id } },
    { label: 'phone with words', values: { ...facility, contactPhone: 'call 6145550142' }, errors: { contactPhone: m.contactPhoneInvalid.id } },
    { label: 'address too short', values: { ...facility, facilityAddress: 'Main' }, errors: { facilityAddress: m.facilityAddressRequired.id } },
    { label: 'no participants', values: { ...facility, participantCount: 0 }, errors: { participantCount: m.participantCountRequired.id } },
    { label: 'participants empty', values: { ...facility, participantCount: '' }, errors: { participantCount: m.participantCountRequired.id } },
    { label: 'too many participants', values: { ...facility, participantCount: 10_001 }, errors: { participantCount: m.participantCountRange.id } },
    { label: 'half a participant', values: { ...facility, participantCount: 2.5 }, errors: { participantCount: m.participantCountRange.id } },
    { label: 'special requirements too long', values: { ...facility, specialRequirements: text(5001) }, errors: { specialRequirements: m.longTextTooLong.id } },
    { label: 'honeypot filled in', values: { ...facility, website: 'http://spam.example' }, errors: { website: m.honeypotFilled.id } },
    {
      label: 'everything empty',
      values: { facilityName: '', facilityType: '', contactName: '', contactPosition: '', contactEmail: '', contactPhone: '', facilityAddress: '', participantCount: '', preferredDate: '', specialRequirements: '', website: '' },
      errors: {
        facilityName: m.facilityNameRequired.id,
        facilityType: m.facilityTypeRequired.id,
        contactName: m.contactNameRequired.id,
        contactPosition: m.contactPositionRequired.id,
        contactEmail: m.emailInvalid.id,
        contactPhone: m.contactPhoneInvalid.id,
        facilityAddress: m.facilityAddressRequired.id,
        participantCount: m.participantCountRequired.id,
        preferredDate: m.preferredDateRequired.id,
      },
    },
  ],
  contact: [
    { label: 'all valid', values: contact, errors: {} },
    { label: 'message of exactly 10 characters', values: { ...contact, message: '0123456789', subject: 'other' }, errors: {} },
    { label: 'message too short', values: { ...contact, message: 'Hi there' }, errors: { message: m.messageMin.id } },
    { label: 'message 10 characters with spaces around', values: { ...contact, message: '   short    ' }, errors: { message: m.messageMin.id } },
    { label: 'message too long', values: { ...contact, message: text(5001) }, errors: { message: m.longTextTooLong.id } },
    { label: 'message with a control character', values: { ...contact, message: 'Hello there \u001b[31m red' }, errors: { message: m.unsavableCharacters.id } },
    { label: 'message with line breaks and tabs', values: { ...contact, message: 'Line one\r\nLine two\tend' }, errors: {} },
    { label: 'unknown subject', values: { ...contact, subject: 'complaint' }, errors: { subject: m.subjectRequired.id } },
    { label: 'email without a dot', values: { ...contact, email: 'ana@example' }, errors: { email: m.emailInvalid.id } },
    { label: 'honeypot filled in', values: { ...contact, website: 'x' }, errors: { website: m.honeypotFilled.id } },
    {
      label: 'everything empty',
      values: { name: '', email: '', subject: '', message: '', website: '' },
      errors: { name: m.nameRequired.id, email: m.emailInvalid.id, subject: m.subjectRequired.id, message: m.messageMin.id },
    },
  ],
  assistance: [
    { label: 'required fields only', values: assistance, errors: {} },
    {
      label: 'every field filled in',
      values: { ...assistance, previousExperience: 'Forklift', additionalNeeds: 'ID card', emergencyContact: 'Sis, 555-000-1111', hasTransportation: true, criminalBackground: 'Non-violent offense, 2012' },
      errors: {},
    },
    { label: 'phone with 9 digits', values: { ...assistance, phone: '555-123-456' }, errors: { phone: m.phoneMin.id } },
    { label: 'email not valid', values: { ...assistance, email: 'marcus at example.org' }, errors: { email: m.applicantEmailInvalid.id } },
    { label: 'unknown help type', values: { ...assistance, assistanceType: 'money' }, errors: { assistanceType: m.assistanceTypeRequired.id } },
    { label: 'situation only spaces', values: { ...assistance, currentSituation: '  ' }, errors: { currentSituation: m.currentSituationRequired.id } },
    { label: 'background too long', values: { ...assistance, criminalBackground: text(5001) }, errors: { criminalBackground: m.longTextTooLong.id } },
    { label: 'emergency contact with a NUL byte', values: { ...assistance, emergencyContact: 'Mom\u0000' }, errors: { emergencyContact: m.unsavableCharacters.id } },
    { label: 'honeypot filled in', values: { ...assistance, website: 'spam' }, errors: { website: m.honeypotFilled.id } },
    {
      label: 'everything empty',
      values: { ...assistance, fullName: '', email: '', phone: '', releaseDate: '', location: '', assistanceType: '', currentSituation: '' },
      errors: {
        fullName: m.fullNameRequired.id,
        email: m.applicantEmailInvalid.id,
        phone: m.phoneMin.id,
        releaseDate: m.releaseDateRequired.id,
        location: m.locationRequired.id,
        assistanceType: m.assistanceTypeRequired.id,
        currentSituation: m.currentSituationRequired.id,
      },
    },
  ],
  successStory: [
    { label: 'required fields only', values: story, errors: {} },
    { label: 'with location and occupation', values: { ...story, location: 'Reno, NV', occupation: 'Cook' }, errors: {} },
    { label: 'story too short', values: { ...story, story: 'It helped me.' }, errors: { story: m.storyMin.id } },
    { label: 'name too short', values: { ...story, name: 'L' }, errors: { name: m.nameRequired.id } },
    { label: 'location too long', values: { ...story, location: text(201) }, errors: { location: m.shortTextTooLong.id } },
    { label: 'no consent', values: { ...story, consentToPublish: false }, errors: { consentToPublish: m.publishConsentRequired.id } },
    { label: 'honeypot filled in', values: { ...story, website: 'x' }, errors: { website: m.honeypotFilled.id } },
  ],
};
