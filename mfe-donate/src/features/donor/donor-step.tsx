import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { donationValidationMessages } from '@reentry/contracts/donation-rules';
import { ActionForm, type FieldValues } from '@reentry/platform/action-form';
import { useLocale } from '@reentry/platform';
import { ActionCheckbox, ActionTextArea, ActionTextField } from '@reentry/ui/action-fields';
import { changeAmountSearch, type ChosenAmount } from '../amount/chosen-amount';
import { paymentMessages } from '../payment/payment.messages';
import { formatDollars } from '../../shared/money';
import { givingMessage, givingMonthlyMessage } from '../../shared/shared.messages';
import { StepHeading } from '../../shared/step-heading';
import { DONOR_FIELDS } from './donor-accepted';
import { donorMessages as m } from './donor.messages';

/** The contracts' message ids, and the route action's "Unknown error", in words. */
const errorMessages = Object.fromEntries([...Object.values(donationValidationMessages), paymentMessages.unknownError].map((descriptor) => [descriptor.id, descriptor]));

/** The browser's check before sending: the yup rules, loaded at the first press (not with the page). */
let schema: Promise<typeof import('./donor.schema')> | undefined;
async function validateDonor(values: FieldValues): Promise<Record<string, string>> {
  const { donorErrors } = await (schema ??= import('./donor.schema'));
  return donorErrors(values);
}

export interface DonorStepProps {
  amount: ChosenAmount;
  /** This visit's attempt (the route loader's): part of the payment's key. */
  attempt: string;
  /** What the donor typed before (back from the payment step). */
  initial?: FieldValues;
  focusHeading: boolean;
}

/**
 * Step 2 (spec sections 3 and 5): who is giving; name and email are required for the receipt. A form of
 * the site's one frame, posted to /donate's route action (with the amount and frequency as hidden fields),
 * with script or without.
 */
export function DonorStep({ amount, attempt, initial, focusHeading }: DonorStepProps) {
  const { locale } = useLocale();
  const headingId = useId();
  const monthly = amount.frequency === 'monthly';

  return (
    <section className="donate-step" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <p>
        <FormattedMessage {...(monthly ? givingMonthlyMessage : givingMessage)} values={{ amount: formatDollars(amount.cents, locale) }} />
      </p>
      <p>
        <FormattedMessage {...m.requiredNote} />
      </p>
      <ActionForm
        action="/donate"
        fields={DONOR_FIELDS}
        initial={initial}
        validate={validateDonor}
        errorMessages={errorMessages}
        submit={m.submit}
        sending={m.processing}
        // Spec section 8's "Error" and the server's words (or "Failed to initialize payment"), said and focused at the form.
        failed={{ title: paymentMessages.errorTitle, body: paymentMessages.intentFailed }}
        actions={
          <Link className="button button--secondary" to={`/donate${changeAmountSearch(amount)}`}>
            <FormattedMessage {...m.back} />
          </Link>
        }
      >
        <input type="hidden" name="amount" value={amount.dollars} />
        <input type="hidden" name="frequency" value={amount.frequency} />
        <input type="hidden" name="attempt" value={attempt} />
        <ActionTextField name="donorName" label={<FormattedMessage {...m.name} />} autoComplete="name" />
        <ActionTextField name="donorEmail" label={<FormattedMessage {...m.email} />} hint={<FormattedMessage {...m.emailHint} />} type="email" inputMode="email" autoComplete="email" />
        <ActionTextField name="donorPhone" label={<FormattedMessage {...m.phone} />} optional type="tel" autoComplete="tel" />
        <ActionTextArea name="donorAddress" label={<FormattedMessage {...m.address} />} optional rows={3} autoComplete="street-address" />
        <ActionTextArea name="message" label={<FormattedMessage {...m.message} />} optional rows={4} />
        <ActionCheckbox name="isAnonymous" label={<FormattedMessage {...m.anonymous} />} hint={<FormattedMessage {...m.anonymousHint} />} />
      </ActionForm>
    </section>
  );
}
