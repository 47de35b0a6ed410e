import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@reentry/platform';
import { DonorStep } from '../features/donor/donor-step';
import type { DonorValues } from '../features/donor/donor-values';
import type { PaymentOutcome } from '../features/payment/payment-outcome';
import { paymentMessages } from '../features/payment/payment.messages';
import { PaymentReturnStep, PaymentStep } from '../features/payment/payment-step';
import type { ChosenAmount } from '../features/amount/amount-step';
import { useRecordDonation, useReturningDonation } from '../features/payment/record-donation';
import { useStartPayment } from '../features/payment/start-payment';
import { ThankYou } from '../features/thank-you/thank-you';

// Loaded once the visitor starts choosing an amount (or comes back from their bank): the first visit
// carries only the amount step.

type Step = { name: 'donor' } | { name: 'payment'; clientSecret: string } | { name: 'returning'; clientSecret: string } | { name: 'done'; processing: boolean; monthly: boolean };

export interface DonationStepsProps {
  publishableKey: string;
  amount: ChosenAmount;
  donor: DonorValues;
  onDonorChange(values: DonorValues): void;
  /** The client secret Stripe put in the address when the donor came back from a bank page or payment app. */
  returningSecret?: string;
  onStartOver(): void;
}

/** After the amount: donor, then payment, then thank you (spec section 4). */
export function DonationSteps({ publishableKey, amount, donor, onDonorChange, returningSecret, onStartOver }: DonationStepsProps) {
  const intl = useIntl();
  const toast = useToast();
  const startPayment = useStartPayment();
  const recordDonation = useRecordDonation();
  const returningDonation = useReturningDonation();
  const [step, setStep] = useState<Step>(returningSecret ? { name: 'returning', clientSecret: returningSecret } : { name: 'donor' });
  // The intent made for exactly these details: going back and on again without changes reuses it.
  const intent = useRef<{ request: string; clientSecret: string } | null>(null);

  type Confirmed = Extract<PaymentOutcome, { status: 'succeeded' | 'processing' }>;

  function thank(status: Confirmed['status'], monthly: boolean) {
    if (status === 'succeeded') {
      toast({ title: intl.formatMessage(paymentMessages.okTitle), description: intl.formatMessage(paymentMessages.okBody), variant: 'success' });
    }
    setStep({ name: 'done', processing: status === 'processing', monthly });
  }

  function confirmed({ paymentIntentId, status }: Confirmed) {
    thank(status, amount.frequency === 'monthly');
    // The thank-you shows whatever becomes of this (spec section 4); Stripe's webhook records the donation anyway.
    // A monthly gift's payments are recorded only from Stripe's invoice.paid webhook.
    if (amount.frequency === 'once') recordDonation(paymentIntentId);
  }

  /** Back from a bank page: what the donor chose is gone with the page; the server says once or monthly. */
  async function returned({ paymentIntentId, status }: Confirmed) {
    thank(status, (await returningDonation(paymentIntentId)) === 'monthly');
  }

  async function submitDonor(values: DonorValues) {
    onDonorChange(values);
    const request = { amount: amount.dollars, ...values };
    const key = JSON.stringify({ request, frequency: amount.frequency });
    if (intent.current?.request === key) return setStep({ name: 'payment', clientSecret: intent.current.clientSecret });
    const result = await startPayment(request, amount.frequency);
    if (!result) return;
    if ('fieldErrors' in result) return result.fieldErrors;
    intent.current = { request: key, clientSecret: result.clientSecret };
    setStep({ name: 'payment', clientSecret: result.clientSecret });
  }

  switch (step.name) {
    case 'donor':
      return (
        <DonorStep
          initialValues={donor}
          amountCents={amount.cents}
          monthly={amount.frequency === 'monthly'}
          focusHeading
          onBack={(values) => {
            onDonorChange(values);
            onStartOver();
          }}
          onSubmit={submitDonor}
        />
      );
    case 'payment':
      return (
        <PaymentStep
          publishableKey={publishableKey}
          clientSecret={step.clientSecret}
          amountCents={amount.cents}
          monthly={amount.frequency === 'monthly'}
          focusHeading
          onConfirmed={confirmed}
          onBack={() => setStep({ name: 'donor' })}
        />
      );
    case 'returning':
      return <PaymentReturnStep publishableKey={publishableKey} clientSecret={step.clientSecret} focusHeading onConfirmed={(outcome) => void returned(outcome)} onFailed={onStartOver} />;
    case 'done':
      return <ThankYou processing={step.processing} monthly={step.monthly} />;
  }
}
