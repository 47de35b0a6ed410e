import { redirectDocument, type RouteObject } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import type { SiteConfig } from '@reentry/contracts/site-config';
import { documentLoadedElsewhere } from '../shared/document-path';
import paths from '../route-paths.json';
import { PAYMENT_RETURN_PARAMETER } from '../features/payment/payment-outcome';
import { DonatePage } from './donate-page';
import type { DonateLoaderData } from './donate-loader-data';
import { siteConfigQuery } from '@reentry/platform';

/** Settings unreadable: the page says giving is not available right now, never a 500. */
async function loadSiteConfig({ queryClient, api }: RouteServices): Promise<SiteConfig | undefined> {
  try {
    return await queryClient.ensureQueryData(siteConfigQuery(api));
  } catch {
    return undefined;
  }
}


/** 16 random bytes as hex (crypto.randomUUID needs a secure context; a phone on the local network may not have one). */
function newAttempt(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function donateRoute(services: RouteServices): RouteObject {
  return {
    path: paths.donate,
    // The donor form's post (donate.action.ts, loaded when a form is sent), on the server without script, in the browser with it.
    action: async (args) => (await import('../features/donor/donate.action')).donateAction(services)(args),
    // The steps keep this visit's attempt (a post, Back and on again: the same details start the same
    // payment); only a fresh start at /donate (a link from elsewhere on the page, say) makes a new one.
    shouldRevalidate: ({ formMethod, nextUrl }) => !formMethod && nextUrl.search === '',
    loader: async ({ request }): Promise<DonateLoaderData> => {
      // Back from a bank's page: Stripe's step needs the page's code, so it starts at once (not at the first
      // touch), reads the payment's result and drops its secret from the address.
      if (new URL(request.url).searchParams.has(PAYMENT_RETURN_PARAMETER)) services.runAtLoad?.();
      const config = await loadSiteConfig(services);
      // Stripe's origins are allowed only in the policy of /donate's own document: a visitor who came by a
      // link inside the site gets a full page load here before Stripe.js could be needed.
      if (config?.donations.stripePublishableKey && documentLoadedElsewhere(paths.donate)) {
        const { pathname, search } = new URL(request.url);
        throw redirectDocument(pathname + search);
      }
      return { attempt: newAttempt() };
    },
    element: <DonatePage />,
  };
}
