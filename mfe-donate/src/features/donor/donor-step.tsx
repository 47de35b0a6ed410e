import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '@reentry/platform';
import { Button, SubmitButton, useMistakesOfLastSubmit } from '@reentry/ui';
import { formatDollars } from '../../shared/money';
import { givingMessage, givingMonthlyMessage } from '../../shared/shared.messages';
import { StepHeading } from '../../shared/step-heading';
import { DonorCheckbox, DonorTextArea, DonorTextField } from './donor-fields';
import { donorMessages as m, errorSummaryMessage } from './donor.messages';
import type { DonorValues } from './donor-values';
import { donorFields, donorFormSchema } from './donor.schema';

export interface DonorStepProps {
  initialValues: DonorValues;
  amountCents: number;
  /** A monthly gift: the reminder says "each month". */
  monthly?: boolean;
  focusHeading: boolean;
  onBack(values: DonorValues): void;
  /** Starts the payment; resolves with field errors the API found (in the visitor's language), if any. */
  onSubmit(values: DonorValues): Promise<Partial<Record<keyof DonorValues, string>> | void>;
}

/**
 * After a submit with mistakes: says how many fields need fixing, and moves focus to the first (GOV.UK pattern).
 * While a field left after that submit is checked again, the summary stays as it was (useMistakesOfLastSubmit).
 */
function ErrorSummary() {
  const form = useFormikContext<DonorValues>();
  const { submitCount, isValidating, isSubmitting } = form;
  const handled = useRef(0);
  const wrong = useMistakesOfLastSubmit(form, donorFields);
  const settled = submitCount > 0 && !isValidating && !isSubmitting;
  useEffect(() => {
    if (!settled || submitCount === handled.current) return;
    handled.current = submitCount;
    if (wrong[0]) document.querySelector<HTMLElement>(`[name="${wrong[0]}"]`)?.focus();
  }, [settled, submitCount, wrong]);
  if (wrong.length === 0) return null;
  return (
    <div key={submitCount} role="alert" className="panel panel--warning">
      <p className="donate-error-summary">
        <FormattedMessage {...errorSummaryMessage} values={{ count: wrong.length }} />
      </p>
    </div>
  );
}

/** Step 2 (spec sections 3 and 5): who is giving; name and email are required for the receipt. */
export function DonorStep({ initialValues, amountCents, monthly = false, focusHeading, onBack, onSubmit }: DonorStepProps) {
  const { locale } = useLocale();
  const headingId = useId();

  async function submit(values: DonorValues, helpers: FormikHelpers<DonorValues>) {
    const fieldErrors = await onSubmit(donorFormSchema.cast(values));
    if (fieldErrors) helpers.setErrors(fieldErrors);
  }

  return (
    <section className="donate-step" aria-labelledby={headingId}>
      <StepHeading id={headingId} focus={focusHeading}>
        <FormattedMessage {...m.heading} />
      </StepHeading>
      <p>
        <FormattedMessage {...(monthly ? givingMonthlyMessage : givingMessage)} values={{ amount: formatDollars(amountCents, locale) }} />
      </p>
      <p>
        <FormattedMessage {...m.requiredNote} />
      </p>
      <Formik initialValues={initialValues} validationSchema={donorFormSchema} onSubmit={submit}>
        {({ isSubmitting, values }) => (
          <Form method="post" noValidate className="form">
            <ErrorSummary />
            <DonorTextField name="donorName" label={m.name} autoComplete="name" />
            <DonorTextField name="donorEmail" label={m.email} hint={m.emailHint} type="email" inputMode="email" autoComplete="email" />
            <DonorTextField name="donorPhone" label={m.phone} optional type="tel" autoComplete="tel" />
            <DonorTextArea name="donorAddress" label={m.address} optional rows={3} autoComplete="street-address" />
            <DonorTextArea name="message" label={m.message} optional rows={4} />
            <DonorCheckbox name="isAnonymous" label={m.anonymous} hint={m.anonymousHint} />
            <div className="button-row">
              <Button variant="secondary" disabled={isSubmitting} onClick={() => onBack(values)}>
                <FormattedMessage {...m.back} />
              </Button>
              <SubmitButton busy={isSubmitting}>
                <FormattedMessage {...(isSubmitting ? m.processing : m.submit)} />
              </SubmitButton>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
