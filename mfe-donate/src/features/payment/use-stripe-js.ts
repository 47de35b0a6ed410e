import { useEffect, useState } from 'react';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import { useLocale } from '@reentry/platform';

/**
 * Loads Stripe.js from js.stripe.com (only this step ever does) and makes a Stripe object for the
 * publishable key the server published. `undefined` while loading; 'failed' if the script could not load.
 */
export function useStripeJs(publishableKey: string, attempt = 0): Stripe | 'failed' | undefined {
  const { locale } = useLocale();
  const [stripe, setStripe] = useState<Stripe | 'failed'>();
  useEffect(() => {
    let live = true;
    setStripe(undefined);
    loadStripe(publishableKey, { locale }).then(
      (loaded) => live && setStripe(loaded ?? 'failed'),
      () => live && setStripe('failed'),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, locale, attempt]);
  return stripe;
}
