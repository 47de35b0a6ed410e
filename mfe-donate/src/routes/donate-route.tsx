import { redirectDocument, type RouteObject } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { documentLoadedElsewhere } from '../shared/document-path';
import { siteConfigQuery } from '../shared/site-config.query';
import paths from '../route-paths.json';
import { PAYMENT_RETURN_PARAMETER } from '../features/payment/payment-outcome';
import { DonatePage } from './donate-page';

/** Settings unreadable: the page says giving is not available right now, never a 500. */
async function loadSiteConfig({ queryClient, api }: RouteServices): Promise<SiteConfig | undefined> {
  try {
    return await queryClient.ensureQueryData(siteConfigQuery(api));
  } catch {
    return undefined;
  }
}

export function donateRoute(services: RouteServices): RouteObject {
  return {
    path: paths.donate,
    loader: async ({ request }) => {
      // Back from a bank's page: the payment's result is read (and its secret dropped from the address) at once.
      if (new URL(request.url).searchParams.has(PAYMENT_RETURN_PARAMETER)) services.runAtLoad?.();
      const config = await loadSiteConfig(services);
      // Stripe's origins are allowed only in the policy of /donate's own document: a visitor who came by a
      // link inside the site gets a full page load here before Stripe.js could be needed.
      if (config?.donations.stripePublishableKey && documentLoadedElsewhere(paths.donate)) {
        const { pathname, search } = new URL(request.url);
        throw redirectDocument(pathname + search);
      }
      return null;
    },
    element: <DonatePage />,
  };
}
