import { z } from './zod.js';
import { publicOrganisationSchema } from './organisation.js';
import { socialNetworks } from './organisation-rules.js';

export { socialNetworks, type SocialNetwork } from './organisation-rules.js';

/**
 * `GET /api/site-config`: the public, run-time site configuration the pages read (never from the build).
 * Anything unset is `null` (or left out of `social`), and pages then say it is not available;
 * they never make a value up (a wrong contract address loses people's money).
 */
export const siteConfigSchema = z.object({
  token: z.object({
    network: z.string().nullable(),
    contractAddress: z.string().nullable(),
    buyUrl: z.url().nullable(),
  }),
  donations: z.object({
    /** Stripe publishable key; null means online giving is not set up. */
    stripePublishableKey: z.string().nullable(),
    minAmountCents: z.number().int().positive(),
    maxAmountCents: z.number().int().positive(),
  }),
  social: z.array(z.object({ network: z.enum(socialNetworks), url: z.url() })),
  /** The organisation's public details (footer, /contact, /donate), edited in /admin. */
  organisation: publicOrganisationSchema,
  /** IANA time zone of the organisation; dates are shown in it so server and browser print the same text. */
  timeZone: z.string(),
  /**
   * The site's public address (the server's PUBLIC_URL): what a printed page tells people to type, such as the
   * claim card's "Go to …/claim". A page rendered on the server cannot read it from its own request.
   */
  publicUrl: z.url(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;
