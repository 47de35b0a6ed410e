import type { OrganisationDetails } from '@reentry/contracts/organisation';
import { socialNetworks, type SiteConfig } from '@reentry/contracts/site-config';
import type { Config } from '../../config.js';

/**
 * The public site configuration: token and donation settings from the validated environment (unset
 * values stay null), the organisation's details and social links from the database (edited in /admin;
 * a link with no address is left out). The Stripe publishable key is published only when donations
 * are fully set up (both keys), so a page never shows a payment form the server cannot serve. The site's
 * address is PUBLIC_URL (by default this server's own, http://localhost:PORT).
 */
export function getSiteConfig(config: Pick<Config, 'site' | 'donations' | 'publicUrl'>, organisation: OrganisationDetails): SiteConfig {
  const { site, donations } = config;
  const { social, ...details } = organisation;
  return {
    token: { ...site.token },
    donations: {
      stripePublishableKey: donations.stripe?.publishableKey ?? null,
      minAmountCents: donations.minAmountCents,
      maxAmountCents: donations.maxAmountCents,
    },
    organisation: details,
    social: socialNetworks.flatMap((network) => (social[network] ? [{ network, url: social[network] }] : [])),
    timeZone: site.timeZone,
    publicUrl: config.publicUrl,
  };
}
