import { lazy, Suspense, useId, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '@reentry/platform';
import { formatDollars } from '../../shared/money';
import { givingMessage, givingMonthlyMessage } from '../../shared/shared.messages';
import { StepHeading } from '../../shared/step-heading';
import type { PaymentReturnProps, StripeCheckoutProps } from './stripe-checkout';
import { paymentMessages as m } from './payment.messages';
import { UnablePanel } from './unable-panel';

// Stripe's code (its React bindings, and Stripe.js from js.stripe.com) loads only when a donor reaches this step.
function lazyCheckout<P>(pick: (module: typeof import('./stripe-checkout')) => ComponentType<P>, backOf: (props: P) => () => void) {
  return lazy<ComponentType<P>>(() =>
    import('./stripe-checkout').then(
      (module) => ({ default: pick(module) }),
      // Offline, or a new version deployed meanwhile: say so instead of breaking the page.
      () => ({ default: (props: P) => <UnablePanel onBack={backOf(props)} /> }),
    ),
  );
}
const StripeCheckout = lazyCheckout<StripeCheckoutProps>((module) => module.StripeCheckout, (props) => props.onBack);
const PaymentReturn = lazyCheckout<PaymentReturnProps>((module) => module.PaymentReturn, (props) => props.onFailed);

function Loading() {
  return (
    <p role="status">
      <FormattedMessage {...m.loading} />
    </p>
  );
}

/** Step 3: the card form, for the PaymentIntent the server made for this amount. */
export function PaymentStep({ focusHeading, monthly = false, ...checkout }: StripeCheckoutProps & { focusHeading: boolean; monthly?: boolean }) {
  const { locale } = useLocale();
  const headingId = useId();
  return (
    <section className="donate-step" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <p>
        <FormattedMessage {...(monthly ? givingMonthlyMessage : givingMessage)} values={{ amount: formatDollars(checkout.amountCents, locale) }} />
      </p>
      <p>
        <FormattedMessage {...m.secure} />
      </p>
      <Suspense fallback={<Loading />}>
        <StripeCheckout {...checkout} />
      </Suspense>
    </section>
  );
}

/** Back from a bank page or payment app (Stripe's return URL): the result, checked with Stripe. */
export function PaymentReturnStep({ focusHeading, ...props }: PaymentReturnProps & { focusHeading: boolean }) {
  const headingId = useId();
  return (
    <section className="donate-step" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <Suspense fallback={<Loading />}>
        <PaymentReturn {...props} />
      </Suspense>
    </section>
  );
}
