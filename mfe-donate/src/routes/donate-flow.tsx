import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { AmountStep, type ChosenAmount } from '../features/amount/amount-step';
import { emptyDonor, type DonorValues } from '../features/donor/donor-values';
import { CLIENT_SECRET, PAYMENT_RETURN_PARAMETER } from '../features/payment/payment-outcome';

// The steps after the amount (the donor form with Formik and yup, the payment step, the thank you) load
// once the visitor starts choosing an amount, not on the first visit.
const loadSteps = () => import('./donation-steps');
const DonationSteps = lazy(() => loadSteps().then((module) => ({ default: module.DonationSteps })));

type Stage = { name: 'amount' } | { name: 'after'; returningSecret?: string };

/** Amount, then the steps after it (spec section 4). Kept in memory only: nothing typed is stored. */
export function DonateFlow({ publishableKey, maxAmountCents }: { publishableKey: string; maxAmountCents: number }) {
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>({ name: 'amount' });
  // Headings take focus once the donor moves between steps, not on the page's first render.
  const [moved, setMoved] = useState(false);
  const [amount, setAmount] = useState<ChosenAmount>({ dollars: '', cents: 0, frequency: 'once' });
  const [donor, setDonor] = useState<DonorValues>(emptyDonor);

  const go = (next: Stage) => {
    setMoved(true);
    setStage(next);
  };

  useEffect(() => {
    // Back from a bank page or payment app: Stripe put the result's key in the address. Read it once, on
    // arrival, then take it out of the address bar and history.
    const secret = new URLSearchParams(window.location.search).get(PAYMENT_RETURN_PARAMETER);
    if (!secret || !CLIENT_SECRET.test(secret)) return;
    navigate({ search: '' }, { replace: true });
    go({ name: 'after', returningSecret: secret });
  }, []);

  if (stage.name === 'amount') {
    return (
      <AmountStep
        initialAmount={amount.dollars}
        initialFrequency={amount.frequency}
        maxAmountCents={maxAmountCents}
        focusHeading={moved}
        onChoose={() => void loadSteps()}
        onContinue={(chosen) => {
          setAmount(chosen);
          go({ name: 'after' });
        }}
      />
    );
  }
  return (
    <Suspense fallback={null}>
      <DonationSteps
        publishableKey={publishableKey}
        amount={amount}
        donor={donor}
        onDonorChange={setDonor}
        returningSecret={stage.returningSecret}
        onStartOver={() => go({ name: 'amount' })}
      />
    </Suspense>
  );
}
