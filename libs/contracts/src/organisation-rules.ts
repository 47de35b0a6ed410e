import { EMAIL_PATTERN } from './auth-rules.js';
import { isPhoneNumber } from './forms-rules.js';
import { defineMessages } from './messages.js';
import { hasForbiddenCharacters } from './text-rules.js';

// No zod here: the admin form (yup) and the API contract (zod) share these rules.

/** Upper bounds of the organisation's details: a save can never fill the database. */
export const ORGANISATION_LIMITS = {
  publicName: 120,
  legalName: 200,
  address: 300,
  phone: 40,
  email: 254,
  officeHours: 500,
  offlineGiving: 1000,
  socialUrl: 500,
} as const;

/** A US employer identification number as printed on receipts (the same rule as ORG_TAX_ID). */
export const EIN_PATTERN = /^\d{2}-\d{7}$/;

/** The words of the details that a visitor reads in their own language. */
export const organisationTextFields = ['officeHours', 'offlineGiving'] as const;

/** Social networks the site may link to; one with no address is not shown. */
export const socialNetworks = ['facebook', 'instagram', 'x', 'linkedin', 'youtube'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

/** Text up to `max` characters with no control characters or hidden direction marks ('' is fine). */
export function isOrganisationText(value: string, max: number, multiline = false): boolean {
  return value.length <= max && !hasForbiddenCharacters(value, { multiline });
}

/** '' (not published), or an https:// address a browser can open. */
export function isSocialUrl(value: string): boolean {
  if (value === '') return true;
  if (!isOrganisationText(value, ORGANISATION_LIMITS.socialUrl) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export const isOrganisationPhone = (value: string) => value === '' || (isOrganisationText(value, ORGANISATION_LIMITS.phone) && isPhoneNumber(value));
export const isOrganisationEmail = (value: string) => value === '' || (value.length <= ORGANISATION_LIMITS.email && EMAIL_PATTERN.test(value));
export const isTaxId = (value: string) => value === '' || EIN_PATTERN.test(value);

/** One message per field, naming it, so a list of mistakes reads on its own (the API and the form). */
export const organisationMessages = defineMessages({
  publicName: { id: 'contracts.organisation.publicName', defaultMessage: 'Public name: use 120 characters or fewer, with no hidden characters.', description: 'Organisation details: bad public name' },
  legalName: { id: 'contracts.organisation.legalName', defaultMessage: 'Legal name: use 200 characters or fewer, with no hidden characters.', description: 'Organisation details: bad legal name' },
  taxId: { id: 'contracts.organisation.taxId', defaultMessage: 'Tax ID: enter an EIN like 12-3456789, or leave it empty.', description: 'Organisation details: bad tax ID (EIN)' },
  address: { id: 'contracts.organisation.address', defaultMessage: 'Postal address: use 300 characters or fewer, with no hidden characters.', description: 'Organisation details: bad postal address' },
  phone: { id: 'contracts.organisation.phone', defaultMessage: 'Phone: enter a phone number with at least 10 digits, or leave it empty.', description: 'Organisation details: bad phone number' },
  email: { id: 'contracts.organisation.email', defaultMessage: 'Email: enter an address like info@example.org, or leave it empty.', description: 'Organisation details: bad email address' },
  officeHours: { id: 'contracts.organisation.officeHours', defaultMessage: 'Office hours: use 500 characters or fewer, with no hidden characters.', description: 'Organisation details: bad office hours text (English or Spanish)' },
  offlineGiving: { id: 'contracts.organisation.offlineGiving', defaultMessage: 'Other ways to give: use 1,000 characters or fewer, with no hidden characters.', description: 'Organisation details: bad "give without a card" text (English or Spanish)' },
  socialUrl: { id: 'contracts.organisation.socialUrl', defaultMessage: 'Social link: enter an address that starts with https://, or leave it empty.', description: 'Organisation details: a social link is not an https address' },
  version: { id: 'contracts.organisation.version', defaultMessage: 'Reload the page and make your changes again.', description: 'Organisation details: the save did not say which version it changes' },
});
