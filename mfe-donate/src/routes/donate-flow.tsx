import { lazy, Suspense, useEffect, useState } from 'react';
import { useActionData, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { dollarsToCents } from '@reentry/contracts/donation-rules';
import { useHydrated } from '@reentry/ui';
import { AmountStep } from '../features/amount/amount-step';
import { readAmountChoice, type ChosenAmount } from '../features/amount/chosen-amount';
import { isDonorAccepted } from '../features/donor/donor-accepted';
import { DonorStep } from '../features/donor/donor-step';
import { CLIENT_SECRET, PAYMENT_RETURN_PARAMETER } from '../features/payment/payment-outcome';
import { PaymentStepFrame } from '../features/payment/payment-step';
import type { DonateLoaderData } from './donate-loader-data';

// The steps after the donor's details (the payment step with Stripe, the thank you) load once the page's
// code runs there: the first visit carries only the amount and donor steps.
const loadSteps = () => import('./donation-steps');
const DonationSteps = lazy(() => loadSteps().then((module) => ({ default: module.DonationSteps })));

/** What the donor typed, carried back from the payment step (in the browser's history entry only). */
interface BackState {
  donor?: Record<string, string>;
}

/**
 * Amount, donor, then payment and thank you (spec section 4), each from what the page is sent: the
 * address says the amount (`?amount=25&frequency=once`, the amount step's GET form), the donor form's
 * post answers with the details to pay with. Nothing typed is stored.
 */
export function DonateFlow({ publishableKey, maxAmountCents }: { publishableKey: string; maxAmountCents: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const answer = useActionData();
  const { attempt } = useLoaderData() as DonateLoaderData;
  const hydrated = useHydrated();
  const [returningSecret, setReturningSecret] = useState<string>();
  // Headings take focus once the donor moves between steps in the page, not on a page's first render.
  const moved = location.key !== 'default';

  useEffect(() => {
    // Back from a bank page or payment app: Stripe put the result's key in the address. Read it once, on
    // arrival, then take it out of the address bar and history.
    const secret = new URLSearchParams(window.location.search).get(PAYMENT_RETURN_PARAMETER);
    if (!secret || !CLIENT_SECRET.test(secret)) return;
    navigate({ search: '' }, { replace: true });
    setReturningSecret(secret);
  }, []);

  if (returningSecret) {
    return (
      <Suspense fallback={null}>
        <DonationSteps publishableKey={publishableKey} returningSecret={returningSecret} onStartOver={() => setReturningSecret(undefined)} />
      </Suspense>
    );
  }

  if (isDonorAccepted(answer)) {
    const amount: ChosenAmount = { dollars: answer.request.amount, cents: dollarsToCents(answer.request.amount) ?? 0, frequency: answer.frequency };
    // The server's answer to a post without script: the card step, saying it needs script.
    const notice = <PaymentStepFrame amount={amount} focusHeading={moved} needsScript />;
    if (!hydrated) return notice;
    return (
      <Suspense fallback={notice}>
        <DonationSteps
          publishableKey={publishableKey}
          accepted={answer}
          onBack={() => navigate(`/donate?${new URLSearchParams({ frequency: amount.frequency, amount: amount.dollars })}`, { state: { donor: donorValues(answer.request) } satisfies BackState })}
        />
      </Suspense>
    );
  }

  // A refused donor post: the donor step again, for the amount it carried.
  const refusedValues = (answer as { values?: Record<string, string> } | undefined)?.values;
  const choice = readAmountChoice(refusedValues?.amount ? new URLSearchParams({ amount: refusedValues.amount, frequency: refusedValues.frequency ?? '' }) : search, maxAmountCents);
  if (choice.kind === 'chosen') {
    return <DonorStep key={`${choice.amount.dollars}-${choice.amount.frequency}`} amount={choice.amount} attempt={refusedValues?.attempt || attempt} initial={(location.state as BackState | null)?.donor} focusHeading={moved} />;
  }
  return (
    <AmountStep
      typed={choice.typed}
      frequency={choice.frequency}
      problem={choice.kind === 'refused' ? choice.problem : undefined}
      sentEmpty={choice.kind === 'choosing' && choice.sent}
      maxAmountCents={maxAmountCents}
      focusHeading={moved}
      onChoose={() => void loadSteps()}
    />
  );
}

/** The donor's details as the donor form's fields say them (a tick as `on`). */
function donorValues(request: { donorName: string; donorEmail: string; donorPhone: string; donorAddress: string; message: string; isAnonymous: boolean }): Record<string, string> {
  return { ...request, isAnonymous: request.isAnonymous ? 'on' : '' };
}
