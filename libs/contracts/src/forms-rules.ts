import { defineMessages } from './messages.js';

// No zod here: the forms in the browser (yup) and the API contracts (zod) share these rules.

export const facilityTypes = ['prison', 'halfway', 'reentry', 'other'] as const;
export type FacilityType = (typeof facilityTypes)[number];

/** A facility type's words: one set for the workshop form and the dashboard, so they never name it apart. */
export const facilityTypeMessages = defineMessages({
  prison: { id: 'contracts.facilityType.prison', defaultMessage: 'Prison or jail', description: 'Facility type (workshop form and admin dashboard)' },
  halfway: { id: 'contracts.facilityType.halfway', defaultMessage: 'Halfway house', description: 'Facility type (workshop form and admin dashboard)' },
  reentry: { id: 'contracts.facilityType.reentry', defaultMessage: 'Reentry program', description: 'Facility type (workshop form and admin dashboard)' },
  other: { id: 'contracts.facilityType.other', defaultMessage: 'Other', description: 'Facility type (workshop form and admin dashboard)' },
});

export const contactSubjects = ['general', 'facility', 'volunteer', 'donation', 'media', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const assistanceTypes = ['housing', 'employment', 'both'] as const;
export type AssistanceType = (typeof assistanceTypes)[number];

/** Limits from spec sections 5 and 9, plus upper bounds so one submission cannot fill the database. */
export const FORM_LIMITS = {
  nameMin: 2,
  addressMin: 5,
  phoneDigitsMin: 10,
  phoneMax: 40,
  messageMin: 10,
  storyMin: 20,
  participantsMin: 1,
  participantsMax: 10_000,
  emailMax: 254,
  shortTextMax: 200,
  longTextMax: 5000,
} as const;

/** The invisible field bots fill in and people never see; it must stay empty. */
export const HONEYPOT_FIELD = 'website';

/**
 * Validation messages. The spec's own words where section 5 gives them; plain words elsewhere.
 * Schemas carry the message id as their error; the API translates it and the forms show it with react-intl.
 */
export const formValidationMessages = defineMessages({
  facilityNameRequired: { id: 'contracts.forms.facilityNameRequired', defaultMessage: 'Facility name is required', description: 'Facility request: name missing or under 2 characters' },
  facilityTypeRequired: { id: 'contracts.forms.facilityTypeRequired', defaultMessage: 'Please select a facility type', description: 'Facility request: no type chosen' },
  contactNameRequired: { id: 'contracts.forms.contactNameRequired', defaultMessage: 'Contact name is required', description: 'Facility request: contact name missing' },
  contactPositionRequired: { id: 'contracts.forms.contactPositionRequired', defaultMessage: 'Position/Title is required', description: 'Facility request: position missing' },
  emailInvalid: { id: 'contracts.forms.emailInvalid', defaultMessage: 'Invalid email address', description: 'Facility request and contact form: email not valid' },
  contactPhoneInvalid: { id: 'contracts.forms.contactPhoneInvalid', defaultMessage: 'Valid phone number is required', description: 'Facility request: phone under 10 digits or not a phone number' },
  facilityAddressRequired: { id: 'contracts.forms.facilityAddressRequired', defaultMessage: 'Facility address is required', description: 'Facility request: address under 5 characters' },
  participantCountRequired: { id: 'contracts.forms.participantCountRequired', defaultMessage: 'Number of participants is required', description: 'Facility request: participants missing or under 1' },
  participantCountRange: { id: 'contracts.forms.participantCountRange', defaultMessage: 'Enter a whole number from 1 to 10,000', description: 'Facility request: participants not a whole number or over 10,000' },
  preferredDateRequired: { id: 'contracts.forms.preferredDateRequired', defaultMessage: 'Preferred date is required', description: 'Facility request: date missing' },
  nameRequired: { id: 'contracts.forms.nameRequired', defaultMessage: 'Name is required', description: 'Contact form and story: name missing or under 2 characters' },
  subjectRequired: { id: 'contracts.forms.subjectRequired', defaultMessage: 'Please select a subject', description: 'Contact form: no subject chosen' },
  messageMin: { id: 'contracts.forms.messageMin', defaultMessage: 'Message should be at least 10 characters', description: 'Contact form: message too short' },
  fullNameRequired: { id: 'contracts.forms.fullNameRequired', defaultMessage: 'Full name is required', description: 'Assistance application: name missing' },
  applicantEmailInvalid: { id: 'contracts.forms.applicantEmailInvalid', defaultMessage: 'Please enter a valid email address', description: 'Assistance application: email not valid' },
  phoneMin: { id: 'contracts.forms.phoneMin', defaultMessage: 'Phone number must be at least 10 digits', description: 'Assistance application: phone under 10 digits' },
  releaseDateRequired: { id: 'contracts.forms.releaseDateRequired', defaultMessage: 'Release date is required', description: 'Assistance application: release date missing' },
  locationRequired: { id: 'contracts.forms.locationRequired', defaultMessage: 'Location is required', description: 'Assistance application: location missing' },
  assistanceTypeRequired: { id: 'contracts.forms.assistanceTypeRequired', defaultMessage: 'Please select the kind of help you need', description: 'Assistance application: no help type chosen' },
  currentSituationRequired: { id: 'contracts.forms.currentSituationRequired', defaultMessage: 'Please tell us about your current situation', description: 'Assistance application: situation missing' },
  storyMin: { id: 'contracts.forms.storyMin', defaultMessage: 'Your story should be at least 20 characters', description: 'Share your story: story too short' },
  publishConsentRequired: { id: 'contracts.forms.publishConsentRequired', defaultMessage: 'Please agree so we can share your story', description: 'Share your story: consent box not ticked' },
  shortTextTooLong: { id: 'contracts.forms.shortTextTooLong', defaultMessage: 'Please use 200 characters or fewer', description: 'A one-line field is too long' },
  longTextTooLong: { id: 'contracts.forms.longTextTooLong', defaultMessage: 'Please use 5,000 characters or fewer', description: 'A long text field is too long' },
  unsavableCharacters: { id: 'contracts.forms.unsavableCharacters', defaultMessage: 'This field has a hidden character we cannot save. Please remove it.', description: 'A field holds a NUL or other control character' },
  honeypotFilled: { id: 'contracts.forms.honeypotFilled', defaultMessage: 'Leave this field empty', description: 'The hidden anti-spam field was filled in (only bots see it)' },
  checkField: { id: 'contracts.forms.checkField', defaultMessage: 'Please check this field', description: 'A field has the wrong type (e.g. not true or false)' },
});

/** A practical email check shared by the forms and the API: something@domain.tld, no spaces. */
export { EMAIL_PATTERN } from './auth-rules.js';

/**
 * Characters PostgreSQL cannot store (NUL) or that have no place in typed text: C0 and C1 control
 * characters except tab, line feed and carriage return, DEL, and unpaired UTF-16 surrogates.
 * The one local definition for the forms; swap for the shared refinement when it lands.
 */
// eslint-disable-next-line no-control-regex
const UNSAVABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSavableText(value: string): boolean {
  return !UNSAVABLE.test(value);
}

/** Digits, spaces and ( ) . - +, with an optional extension: "(555) 123-4567 ext. 204". */
const PHONE_PATTERN = /^\s*\+?[0-9().\-\s]+((x|ext\.?)\s*[0-9]+)?\s*$/i;

/** At least 10 digits, and nothing but phone punctuation. */
export function isPhoneNumber(value: string): boolean {
  const main = value.replace(/(x|ext\.?)\s*[0-9]+\s*$/i, '');
  return PHONE_PATTERN.test(value) && (main.match(/[0-9]/g)?.length ?? 0) >= FORM_LIMITS.phoneDigitsMin;
}

/** Required text is "there" when it has enough characters besides spaces; it is still stored as typed. */
export function hasMinLength(value: string, min: number): boolean {
  return value.trim().length >= min;
}
