import { DEFAULT_MAX_DONATION_DOLLARS, MIN_DONATION_DOLLARS } from './constants.js';
import { defineMessages } from './messages.js';

// No zod here: the donate page's forms use these rules and messages directly.

export const DONATION_LIMITS = {
  minAmountCents: MIN_DONATION_DOLLARS * 100,
  defaultMaxAmountCents: DEFAULT_MAX_DONATION_DOLLARS * 100,
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMax: 30,
  addressMax: 300,
  messageMax: 1000,
} as const;

/** Donor-form messages quoted from the spec (name, email) and plain-language amount messages. */
export const donationValidationMessages = defineMessages({
  amountInvalid: { id: 'contracts.donations.amountInvalid', defaultMessage: 'Please enter an amount in dollars, like 25 or 25.50', description: 'Donation amount: not a number, or more than 2 decimals' },
  amountMin: { id: 'contracts.donations.amountMin', defaultMessage: 'The smallest donation is $1', description: 'Donation amount: below $1' },
  amountMax: {
    id: 'contracts.donations.amountMax',
    defaultMessage: 'This amount is more than we can take online. Please contact us to give more.',
    description: 'Donation amount: above the configured maximum',
  },
  nameMin: { id: 'contracts.donations.nameMin', defaultMessage: 'Name must be at least 2 characters', description: 'Donor form: name too short' },
  nameMax: { id: 'contracts.donations.nameMax', defaultMessage: 'Name must be 100 characters or less', description: 'Donor form: name too long' },
  emailInvalid: { id: 'contracts.donations.emailInvalid', defaultMessage: 'Please enter a valid email address', description: 'Donor form: email not valid' },
  phoneInvalid: { id: 'contracts.donations.phoneInvalid', defaultMessage: 'Phone number must be 30 characters or less', description: 'Donor form: phone too long or with control characters' },
  addressInvalid: { id: 'contracts.donations.addressInvalid', defaultMessage: 'Address must be 300 characters or less', description: 'Donor form: address too long or with control characters' },
  messageInvalid: { id: 'contracts.donations.messageInvalid', defaultMessage: 'Message must be 1000 characters or less', description: 'Donor form: message too long or with control characters' },
  textInvalid: {
    id: 'contracts.donations.textInvalid',
    defaultMessage: "This field has a character we can't accept. Please type it again.",
    description: 'Donor form: a field holds control characters (e.g. pasted from elsewhere)',
  },
  paymentIntentInvalid: { id: 'contracts.donations.paymentIntentInvalid', defaultMessage: 'This payment could not be found.', description: 'Recording a donation: the payment id is malformed' },
});

// An optional minus, digits, optionally a dot and one or two decimals. No exponents, separators or inner spaces.
const DOLLARS = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;
const MAX_WHOLE_DIGITS = 12;

/**
 * Dollars (a JSON number or a decimal string) to integer cents, without floating-point arithmetic:
 * 19.99 gives 1999, "10.5" gives 1050, -5 gives -500 (so it fails as "too small"). Undefined for anything
 * else (3 decimals, "abc", 1e21, NaN).
 * Amounts too large to be real (over 12 whole digits) come back as Number.MAX_SAFE_INTEGER, so they
 * fail as "too large" rather than "not a number".
 */
export function dollarsToCents(value: unknown): number | undefined {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return undefined;
  }
  const match = DOLLARS.exec(text);
  if (!match) return undefined;
  const sign = match[1] ? -1 : 1;
  const whole = match[2]!.replace(/^0+(?=\d)/, '');
  if (whole.length > MAX_WHOLE_DIGITS) return sign * Number.MAX_SAFE_INTEGER;
  return sign * (Number(whole) * 100 + Number((match[3] ?? '').padEnd(2, '0')));
}

/** Integer cents as a dollar string with 2 decimals, e.g. 1050 gives "10.50". */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
