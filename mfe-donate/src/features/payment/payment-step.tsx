import { lazy, Suspense, useId, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '@reentry/platform';
import { amountSearch, type ChosenAmount } from '../amount/chosen-amount';
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

/** Said while the card form (or the payment it is for) is on its way. */
export function PaymentLoading() {
  return (
    <p role="status">
      <FormattedMessage {...m.loading} />
    </p>
  );
}

/**
 * Step 3's frame: heading, the amount, and where card details go. `needsScript`: the server's answer to a
 * donor form posted without script. Stripe's card form needs it, and Stripe is never asked without it,
 * so the page says so plainly (in a `<noscript>`: once the code runs, the card form loads here instead).
 */
export function PaymentStepFrame({ amount, focusHeading, needsScript = false, children }: { amount: ChosenAmount; focusHeading: boolean; needsScript?: boolean; children?: ReactNode }) {
  const { locale } = useLocale();
  const headingId = useId();
  return (
    <section className="donate-step" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <p>
        <FormattedMessage {...(amount.frequency === 'monthly' ? givingMonthlyMessage : givingMessage)} values={{ amount: formatDollars(amount.cents, locale) }} />
      </p>
      <p>
        <FormattedMessage {...m.secure} />
      </p>
      {needsScript && (
        <noscript>
          <div className="panel panel--warning donate-needs-script" role="note">
            <p>
              <strong>
                <FormattedMessage {...m.needsScriptTitle} />
              </strong>
            </p>
            <p>
              <FormattedMessage {...m.needsScriptBody} />
            </p>
            <p>
              <Link to={`/donate${amountSearch(amount)}`}>
                <FormattedMessage {...m.back} />
              </Link>
            </p>
          </div>
        </noscript>
      )}
      {children}
    </section>
  );
}

/** Step 3: the card form, for the PaymentIntent the server made for this amount. */
export function PaymentStep({ focusHeading, amount, ...checkout }: Omit<StripeCheckoutProps, 'amountCents'> & { focusHeading: boolean; amount: ChosenAmount }) {
  return (
    <PaymentStepFrame amount={amount} focusHeading={focusHeading}>
      <Suspense fallback={<PaymentLoading />}>
        <StripeCheckout {...checkout} amountCents={amount.cents} />
      </Suspense>
    </PaymentStepFrame>
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
      <Suspense fallback={<PaymentLoading />}>
        <PaymentReturn {...props} />
      </Suspense>
    </section>
  );
}
