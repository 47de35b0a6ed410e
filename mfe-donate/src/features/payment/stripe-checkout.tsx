import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeElementsOptions } from '@stripe/stripe-js';
import { useLocale, useTheme, useToast } from '@reentry/platform';
import { Button } from '@reentry/ui';
import { formatDollars } from '../../shared/money';
import { outcomeOf, type PaymentOutcome } from './payment-outcome';
import { paymentMessages as m, payMessage } from './payment.messages';
import { UnablePanel } from './unable-panel';
import { useStripeJs } from './use-stripe-js';

// This module is loaded only on the payment step: it brings Stripe's React bindings, and through them Stripe.js.

type Confirmed = Extract<PaymentOutcome, { status: 'succeeded' | 'processing' }>;

interface FormProps {
  amountCents: number;
  onConfirmed(outcome: Confirmed): void;
  onBack(): void;
  onLoadError(): void;
}

function useFailureToast() {
  const intl = useIntl();
  const toast = useToast();
  return (message?: string) =>
    toast({ title: intl.formatMessage(m.failedTitle), description: message || intl.formatMessage(m.failedBody), variant: 'destructive' });
}

function PaymentForm({ amountCents, onConfirmed, onBack, onLoadError }: FormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const { locale } = useLocale();
  const { pathname } = useLocation();
  const paymentFailed = useFailureToast();
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    // Most cards confirm here; a bank page or payment app comes back to this page with the result in the address.
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: new URL(pathname, window.location.origin).href }, redirect: 'if_required' });
    const outcome = result.error ? { status: 'failed' as const, message: result.error.message } : outcomeOf(result.paymentIntent);
    if (outcome.status === 'failed') {
      paymentFailed(outcome.message);
      setBusy(false);
      return;
    }
    onConfirmed(outcome);
  }

  return (
    <form method="post" noValidate className="form" onSubmit={pay}>
      {!ready && (
        <p role="status">
          <FormattedMessage {...m.loading} />
        </p>
      )}
      <PaymentElement onReady={() => setReady(true)} onLoadError={onLoadError} />
      <div className="button-row">
        <Button variant="secondary" disabled={busy} onClick={onBack}>
          <FormattedMessage {...m.back} />
        </Button>
        <Button type="submit" disabled={!ready || busy}>
          {busy ? <FormattedMessage {...m.processing} /> : <FormattedMessage {...payMessage} values={{ amount: formatDollars(amountCents, locale) }} />}
        </Button>
      </div>
    </form>
  );
}

export interface StripeCheckoutProps {
  publishableKey: string;
  clientSecret: string;
  amountCents: number;
  onConfirmed(outcome: Confirmed): void;
  onBack(): void;
}

/** Stripe's Payment Element for the PaymentIntent the server made; no redirect unless the payment method needs one. */
export function StripeCheckout({ publishableKey, clientSecret, amountCents, onConfirmed, onBack }: StripeCheckoutProps) {
  const { locale } = useLocale();
  const { theme } = useTheme();
  const [attempt, setAttempt] = useState(0);
  const [loadError, setLoadError] = useState(false);
  const stripe = useStripeJs(publishableKey, attempt);
  const options = useMemo<StripeElementsOptions>(
    () => ({ clientSecret, locale, appearance: { theme: theme === 'dark' ? 'night' : 'stripe' } }),
    [clientSecret, locale, theme],
  );
  if (stripe === 'failed' || loadError) {
    const retry = () => {
      setLoadError(false);
      setAttempt((n) => n + 1);
    };
    return <UnablePanel onRetry={retry} onBack={onBack} />;
  }
  if (!stripe) {
    return (
      <p role="status">
        <FormattedMessage {...m.loading} />
      </p>
    );
  }
  return (
    <Elements key={attempt} stripe={stripe} options={options}>
      <PaymentForm amountCents={amountCents} onConfirmed={onConfirmed} onBack={onBack} onLoadError={() => setLoadError(true)} />
    </Elements>
  );
}

export interface PaymentReturnProps {
  publishableKey: string;
  clientSecret: string;
  onConfirmed(outcome: Confirmed): void;
  onFailed(): void;
}

/** Back from a bank page or payment app: asks Stripe what became of the payment, then thanks or explains. */
export function PaymentReturn({ publishableKey, clientSecret, onConfirmed, onFailed }: PaymentReturnProps) {
  const stripe = useStripeJs(publishableKey);
  const paymentFailed = useFailureToast();
  useEffect(() => {
    if (!stripe || stripe === 'failed') return;
    let live = true;
    const settle = (outcome: PaymentOutcome | { status: 'failed'; message?: string }) => {
      if (!live) return;
      if (outcome.status !== 'failed') return onConfirmed(outcome);
      paymentFailed(outcome.message);
      onFailed();
    };
    stripe.retrievePaymentIntent(clientSecret).then(
      ({ paymentIntent, error }) => settle(paymentIntent ? outcomeOf(paymentIntent) : { status: 'failed', message: error?.message }),
      () => settle({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
    // Once per Stripe object: the callbacks change on every render of the flow.
  }, [stripe, clientSecret]);
  if (stripe === 'failed') return <UnablePanel onBack={onFailed} />;
  return (
    <p role="status">
      <FormattedMessage {...m.checking} />
    </p>
  );
}
