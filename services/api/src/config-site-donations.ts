import { z } from 'zod';
import { DEFAULT_MAX_DONATION_DOLLARS } from '@reentry/contracts/constants';
import { DONATION_LIMITS } from '@reentry/contracts/donation-rules';
import { socialNetworks, type SocialNetwork } from '@reentry/contracts/site-config';

// Site configuration (GET /api/site-config) and donations (Stripe, receipts): their variables and checks.
// Unset means "not published": pages then say so and never show a made-up value.

const DEFAULT_TIME_ZONE = 'America/New_York';
const STRIPE_API_DEFAULT = 'https://api.stripe.com';
const httpsUrl = z.url({ protocol: /^https$/, error: 'expected an https:// URL' });
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `expected at most ${max} characters` })
    .regex(/^[^\u0000-\u001F\u007F]*$/, { error: 'expected one line of text' });

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const socialEnvName = (network: SocialNetwork) => `SOCIAL_${network.toUpperCase()}_URL`;

export const siteAndDonationsEnv = {
  TOKEN_NETWORK: oneLine(60).optional(),
  // An EVM address (0x + 40 hex digits) or a base58 one (Solana and the like). A typo must stop the process.
  TOKEN_CONTRACT_ADDRESS: z
    .string()
    .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, { error: 'expected a contract address (0x and 40 hex digits, or base58)' })
    .optional(),
  TOKEN_BUY_URL: httpsUrl.optional(),
  ...Object.fromEntries(socialNetworks.map((network) => [socialEnvName(network), httpsUrl.optional()])),
  SITE_TIME_ZONE: z
    .string()
    .refine(isTimeZone, { error: 'expected an IANA time zone such as America/New_York' })
    .default(DEFAULT_TIME_ZONE),
  DONATION_MAX_DOLLARS: z.coerce
    .number({ error: 'expected a whole number of dollars from 1 to 999999' })
    .int({ error: 'expected a whole number of dollars from 1 to 999999' })
    .min(1, { error: 'expected a whole number of dollars from 1 to 999999' })
    .max(999_999, { error: 'expected a whole number of dollars from 1 to 999999' })
    .default(DEFAULT_MAX_DONATION_DOLLARS),
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, { error: 'expected a Stripe secret key (sk_test_... or sk_live_...)' }).optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, { error: 'expected a Stripe publishable key (pk_test_... or pk_live_...)' }).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_[A-Za-z0-9+/=]+$/, { error: 'expected a Stripe webhook signing secret (whsec_...)' }).optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).default(STRIPE_API_DEFAULT),
  ORG_LEGAL_NAME: oneLine(200).optional(),
  // A US employer identification number, as printed on tax receipts.
  ORG_TAX_ID: z.string().regex(/^\d{2}-\d{7}$/, { error: 'expected an EIN like 12-3456789' }).optional(),
  ORG_ADDRESS: oneLine(300).optional(),
};

type SiteEnv = {
  TOKEN_NETWORK?: string;
  TOKEN_CONTRACT_ADDRESS?: string;
  TOKEN_BUY_URL?: string;
  SITE_TIME_ZONE: string;
  DONATION_MAX_DOLLARS: number;
  STRIPE_SECRET_KEY?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL: string;
  ORG_LEGAL_NAME?: string;
  ORG_TAX_ID?: string;
  ORG_ADDRESS?: string;
  NODE_ENV: string;
} & Record<string, unknown>;

export interface SiteConfigSettings {
  token: { network: string | null; contractAddress: string | null; buyUrl: string | null };
  social: { network: SocialNetwork; url: string }[];
  timeZone: string;
}

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** Absent: webhooks are refused (503) and donations are confirmed only by POST /api/donations. */
  webhookSecret?: string;
  api: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface OrgSettings {
  legalName?: string;
  taxId?: string;
  address?: string;
}

export interface DonationSettings {
  minAmountCents: number;
  maxAmountCents: number;
  /** Absent: online giving is not set up (503 DONATIONS_NOT_CONFIGURED). */
  stripe?: StripeSettings;
  org: OrgSettings;
}

function stripeApi(url: string): StripeSettings['api'] {
  const parsed = new URL(url);
  const protocol = parsed.protocol === 'http:' ? 'http' : 'https';
  return { host: parsed.hostname, port: parsed.port ? Number(parsed.port) : protocol === 'http' ? 80 : 443, protocol };
}

const mode = (key: string) => (key.includes('_live_') ? 'live' : 'test');

/** Cross-variable checks: problems stop the process, warnings are logged at start. */
export function readSiteAndDonations(vars: SiteEnv, problems: string[], warnings: string[]) {
  const social = socialNetworks.flatMap((network) => {
    const url = vars[socialEnvName(network)];
    return typeof url === 'string' ? [{ network, url }] : [];
  });
  const site: SiteConfigSettings = {
    token: { network: vars.TOKEN_NETWORK ?? null, contractAddress: vars.TOKEN_CONTRACT_ADDRESS ?? null, buyUrl: vars.TOKEN_BUY_URL ?? null },
    social,
    timeZone: vars.SITE_TIME_ZONE,
  };

  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey, STRIPE_WEBHOOK_SECRET: webhookSecret } = vars;
  let stripe: StripeSettings | undefined;
  if (secretKey && !publishableKey) problems.push('STRIPE_PUBLISHABLE_KEY: required when STRIPE_SECRET_KEY is set');
  else if (publishableKey && !secretKey) problems.push('STRIPE_SECRET_KEY: required when STRIPE_PUBLISHABLE_KEY is set');
  else if (secretKey && publishableKey) {
    if (mode(secretKey) !== mode(publishableKey)) {
      problems.push('STRIPE_PUBLISHABLE_KEY: test and live keys are mixed; use keys from the same Stripe mode');
    }
    if (!webhookSecret) {
      warnings.push('STRIPE_WEBHOOK_SECRET is not set: Stripe webhooks are refused; donations are confirmed only when the donor\'s browser reports back.');
    }
    if (!vars.ORG_LEGAL_NAME || !vars.ORG_TAX_ID || !vars.ORG_ADDRESS) {
      warnings.push('ORG_LEGAL_NAME, ORG_TAX_ID and ORG_ADDRESS should all be set: donation receipts print them.');
    }
    stripe = { secretKey, publishableKey, webhookSecret, api: stripeApi(vars.STRIPE_API_URL) };
  }
  const donations: DonationSettings = {
    minAmountCents: DONATION_LIMITS.minAmountCents,
    maxAmountCents: vars.DONATION_MAX_DOLLARS * 100,
    stripe,
    org: { legalName: vars.ORG_LEGAL_NAME, taxId: vars.ORG_TAX_ID, address: vars.ORG_ADDRESS },
  };
  return { site, donations };
}
