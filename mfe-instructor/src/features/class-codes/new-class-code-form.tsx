import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { CLASS_CODE, classCodeMessages } from '@reentry/contracts/class-code-rules';
import type { ClassCode } from '@reentry/contracts/class-codes';
import { ApiError } from '@reentry/platform';
import { SubmitButton, TextField } from '@reentry/ui';
import { classCodesMessages as m } from './class-codes.messages';
import { useCreateClassCode } from './create-class-code';

type Field = 'maxSignups' | 'hours';
const rules: Record<Field, { min: number; max: number; message: MessageDescriptor }> = {
  maxSignups: { min: CLASS_CODE.signupsMin, max: CLASS_CODE.signupsMax, message: classCodeMessages.signupsRange },
  hours: { min: CLASS_CODE.hoursMin, max: CLASS_CODE.hoursMax, message: classCodeMessages.hoursRange },
};
const wholeNumber = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : NaN);

/** How many learners and for how long; the same ranges as the API's contract, checked before sending. */
export function NewClassCodeForm({ onCreated }: { onCreated: (code: ClassCode) => void }) {
  const intl = useIntl();
  const headingId = useId();
  const create = useCreateClassCode();
  const [values, setValues] = useState<Record<Field, string>>({ maxSignups: String(CLASS_CODE.signupsDefault), hours: String(CLASS_CODE.hoursDefault) });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const field of ['maxSignups', 'hours'] as const) {
      const value = wholeNumber(values[field]);
      if (!(value >= rules[field].min && value <= rules[field].max)) found[field] = intl.formatMessage(rules[field].message);
    }
    setErrors(found);
    setFormError(undefined);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    try {
      onCreated(await create.mutateAsync({ maxSignups: wholeNumber(values.maxSignups), hours: wholeNumber(values.hours) }));
    } catch (error) {
      const api = error instanceof ApiError ? error : undefined;
      setErrors((api?.fields ?? {}) as Partial<Record<Field, string>>);
      setFormError(api?.userMessage ?? intl.formatMessage(m.failed));
    }
  }

  const field = (name: Field, label: MessageDescriptor, hint: MessageDescriptor) => (
    <TextField
      name={name}
      label={intl.formatMessage(label)}
      hint={intl.formatMessage(hint)}
      error={errors[name]}
      value={values[name]}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      inputMode="numeric"
      autoComplete="off"
      aria-required
    />
  );

  return (
    <section className="class-codes__new" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage {...m.newHeading} />
      </h3>
      <form noValidate className="form class-codes__form" onSubmit={(event) => void submit(event)}>
        {formError && (
          <p className="form__error" role="alert">
            {formError}
          </p>
        )}
        {field('maxSignups', m.learners, m.learnersHint)}
        {field('hours', m.hours, m.hoursHint)}
        <SubmitButton busy={create.isPending}>
          <FormattedMessage {...(create.isPending ? m.creating : m.create)} />
        </SubmitButton>
      </form>
    </section>
  );
}
