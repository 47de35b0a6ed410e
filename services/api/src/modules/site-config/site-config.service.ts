import type { SiteConfig } from '@reentry/contracts/site-config';
import type { Config } from '../../config.js';

/**
 * The public site configuration, from the validated environment. Unset values stay null (or absent from
 * `social`). The Stripe publishable key is published only when donations are fully set up (both keys),
 * so a page never shows a payment form the server cannot serve. Also called in-process by the renderer.
 */
export function getSiteConfig(config: Pick<Config, 'site' | 'donations'>): SiteConfig {
  const { site, donations } = config;
  return {
    token: { ...site.token },
    donations: {
      stripePublishableKey: donations.stripe?.publishableKey ?? null,
      minAmountCents: donations.minAmountCents,
      maxAmountCents: donations.maxAmountCents,
    },
    social: site.social.map((link) => ({ ...link })),
    timeZone: site.timeZone,
  };
}
