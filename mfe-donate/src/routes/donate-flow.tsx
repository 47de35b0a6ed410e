import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useToast } from '@reentry/platform';
import { AmountStep } from '../features/amount/amount-step';
import { emptyDonor, type DonorValues } from '../features/donor/donor-values';
import { CLIENT_SECRET, type PaymentOutcome } from '../features/payment/payment-outcome';
import { paymentMessages } from '../features/payment/payment.messages';
import { PaymentReturnStep, PaymentStep } from '../features/payment/payment-step';
import { useRecordDonation } from '../features/payment/record-donation';
import { useStartPayment } from '../features/payment/start-payment';
import { ThankYou } from '../features/thank-you/thank-you';

// The donor form (Formik and yup) loads once the visitor starts choosing an amount, not on the first visit.
const loadDonorStep = () => import('../features/donor/donor-step');
const DonorStep = lazy(() => loadDonorStep().then((module) => ({ default: module.DonorStep })));

type Step =
  | { name: 'amount' }
  | { name: 'donor' }
  | { name: 'payment'; clientSecret: string }
  | { name: 'returning'; clientSecret: string }
  | { name: 'done'; processing: boolean };

interface Amount {
  dollars: string;
  cents: number;
}

/** Amount, then donor, then payment, then thank you (spec section 4). Kept in memory only: nothing typed is stored. */
export function DonateFlow({ publishableKey, maxAmountCents }: { publishableKey: string; maxAmountCents: number }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const startPayment = useStartPayment();
  const recordDonation = useRecordDonation();
  const [step, setStep] = useState<Step>({ name: 'amount' });
  // Headings take focus once the donor moves between steps, not on the page's first render.
  const [moved, setMoved] = useState(false);
  const [amount, setAmount] = useState<Amount>({ dollars: '', cents: 0 });
  const [donor, setDonor] = useState<DonorValues>(emptyDonor);
  // The intent made for exactly these details: going back and on again without changes reuses it.
  const intent = useRef<{ request: string; clientSecret: string } | null>(null);

  const go = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  useEffect(() => {
    // Back from a bank page or payment app: Stripe put the result's key in the address. Read it once, then
    // take it out of the address bar and history.
    const secret = new URLSearchParams(window.location.search).get('payment_intent_client_secret');
    if (!secret || !CLIENT_SECRET.test(secret)) return;
    navigate({ search: '' }, { replace: true });
    go({ name: 'returning', clientSecret: secret });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function confirmed({ paymentIntentId, status }: Extract<PaymentOutcome, { status: 'succeeded' | 'processing' }>) {
    if (status === 'succeeded') {
      toast({ title: intl.formatMessage(paymentMessages.okTitle), description: intl.formatMessage(paymentMessages.okBody), variant: 'success' });
    }
    go({ name: 'done', processing: status === 'processing' });
    recordDonation(paymentIntentId);
  }

  async function submitDonor(values: DonorValues) {
    setDonor(values);
    const request = { amount: amount.dollars, ...values };
    const key = JSON.stringify(request);
    if (intent.current?.request === key) return go({ name: 'payment', clientSecret: intent.current.clientSecret });
    const result = await startPayment(request);
    if (!result) return;
    if ('fieldErrors' in result) return result.fieldErrors;
    intent.current = { request: key, clientSecret: result.clientSecret };
    go({ name: 'payment', clientSecret: result.clientSecret });
  }

  switch (step.name) {
    case 'amount':
      return (
        <AmountStep
          initialAmount={amount.dollars}
          maxAmountCents={maxAmountCents}
          focusHeading={moved}
          onChoose={() => void loadDonorStep()}
          onContinue={(chosen) => {
            setAmount(chosen);
            go({ name: 'donor' });
          }}
        />
      );
    case 'donor':
      return (
        <Suspense fallback={null}>
          <DonorStep
            initialValues={donor}
            amountCents={amount.cents}
            focusHeading={moved}
            onBack={(values) => {
              setDonor(values);
              go({ name: 'amount' });
            }}
            onSubmit={submitDonor}
          />
        </Suspense>
      );
    case 'payment':
      return (
        <PaymentStep
          publishableKey={publishableKey}
          clientSecret={step.clientSecret}
          amountCents={amount.cents}
          focusHeading={moved}
          onConfirmed={confirmed}
          onBack={() => go({ name: 'donor' })}
        />
      );
    case 'returning':
      return (
        <PaymentReturnStep
          publishableKey={publishableKey}
          clientSecret={step.clientSecret}
          focusHeading={moved}
          onConfirmed={confirmed}
          onFailed={() => go({ name: 'amount' })}
        />
      );
    case 'done':
      return <ThankYou processing={step.processing} />;
  }
}
