import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSubmit } from 'react-router';
import { useToast } from '@reentry/platform';
import { dollarsToCents } from '@reentry/contracts/donation-rules';
import type { ChosenAmount } from '../features/amount/chosen-amount';
import type { DonorAccepted } from '../features/donor/donor-accepted';
import type { PaymentOutcome } from '../features/payment/payment-outcome';
import { paymentMessages } from '../features/payment/payment.messages';
import { PaymentLoading, PaymentReturnStep, PaymentStep, PaymentStepFrame } from '../features/payment/payment-step';
import { useRecordDonation, useReturningDonation } from '../features/payment/record-donation';
import { ThankYou } from '../features/thank-you/thank-you';

// Loaded once the page's code runs on the payment step (or back from a bank): Stripe's step and the thank you.

type Confirmed = Extract<PaymentOutcome, { status: 'succeeded' | 'processing' }>;
type Step = { name: 'payment' } | { name: 'done'; processing: boolean; monthly: boolean };

export type DonationStepsProps =
  | { publishableKey: string; accepted: DonorAccepted; onBack(): void; returningSecret?: undefined; onStartOver?: undefined }
  | { publishableKey: string; returningSecret: string; onStartOver(): void; accepted?: undefined; onBack?: undefined };

/** After the donor's details: payment, then thank you; or, back from a bank page, the result (spec section 4). */
export function DonationSteps(props: DonationStepsProps) {
  const intl = useIntl();
  const toast = useToast();
  const recordDonation = useRecordDonation();
  const returningDonation = useReturningDonation();
  const [step, setStep] = useState<Step>({ name: 'payment' });

  function thank(status: Confirmed['status'], monthly: boolean) {
    if (status === 'succeeded') {
      toast({ title: intl.formatMessage(paymentMessages.okTitle), description: intl.formatMessage(paymentMessages.okBody), variant: 'success' });
    }
    setStep({ name: 'done', processing: status === 'processing', monthly });
  }

  if (step.name === 'done') return <ThankYou processing={step.processing} monthly={step.monthly} />;
  if (props.returningSecret !== undefined) {
    const { publishableKey, returningSecret, onStartOver } = props;
    /** Back from a bank page: what the donor chose is gone with the page; the server says once or monthly. */
    const returned = async ({ paymentIntentId, status }: Confirmed) => thank(status, (await returningDonation(paymentIntentId)) === 'monthly');
    return <PaymentReturnStep publishableKey={publishableKey} clientSecret={returningSecret} focusHeading onConfirmed={(outcome) => void returned(outcome)} onFailed={onStartOver} />;
  }
  const { accepted } = props;
  return (
    <StartedPayment
      {...props}
      onConfirmed={({ paymentIntentId, status }) => {
        thank(status, accepted.frequency === 'monthly');
        // The thank-you shows whatever becomes of this (spec section 4); Stripe's webhook records the donation anyway.
        // A monthly gift's payments are recorded only from Stripe's invoice.paid webhook.
        if (accepted.frequency === 'once') recordDonation(paymentIntentId);
      }}
    />
  );
}

/**
 * The card step for the details the donor sent. The route action started the payment when it ran in the
 * browser. After a post the server answered (sent before the page's code came, so Stripe was not asked),
 * the page's code sends the same post to the same action once it runs: the payment starts with the key
 * made from that post, or the donor step comes back saying why not (the one place its words are said).
 */
function StartedPayment({ publishableKey, accepted, onBack, onConfirmed }: { publishableKey: string; accepted: DonorAccepted; onBack(): void; onConfirmed(outcome: Confirmed): void }) {
  const submit = useSubmit();
  const amount: ChosenAmount = { dollars: accepted.request.amount, cents: dollarsToCents(accepted.request.amount) ?? 0, frequency: accepted.frequency };

  useEffect(() => {
    if (!accepted.clientSecret) void submit(accepted.posted, { method: 'post', action: '/donate', replace: true });
  }, [accepted]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!accepted.clientSecret) {
    return (
      <PaymentStepFrame amount={amount} focusHeading>
        <PaymentLoading />
      </PaymentStepFrame>
    );
  }
  return <PaymentStep publishableKey={publishableKey} clientSecret={accepted.clientSecret} amount={amount} focusHeading onConfirmed={onConfirmed} onBack={onBack} />;
}
