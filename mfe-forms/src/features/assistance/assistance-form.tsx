import { useRef } from 'react';
import { Form, Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AssistanceRequestInput } from '@reentry/contracts/assistance-requests';
import { ScriptRequiredNotice, useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { ErrorSummary } from '../../shared/error-summary';
import { FocusFirstError } from '../../shared/focus-first-error';
import { formMessages } from '../../shared/form.messages';
import { FormikCheckbox, FormikRadioGroup, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { HoneypotField } from '../../shared/honeypot-field';
import { failureDescription, serverFieldErrors } from '../../shared/submit-failure';
import { assistanceMessages as m } from './assistance.messages';
import { assistanceFields, assistanceValidation } from './assistance.validation';
import { useSubmitAssistanceRequest } from './submit-assistance-request';

const empty = {
  fullName: '',
  email: '',
  phone: '',
  releaseDate: '',
  location: '',
  assistanceType: '',
  currentSituation: '',
  previousExperience: '',
  additionalNeeds: '',
  emergencyContact: '',
  hasTransportation: false,
  criminalBackground: '',
  website: '',
};
type Values = typeof empty;

const typeOptions = [
  { value: 'housing', label: m.typeHousing },
  { value: 'employment', label: m.typeEmployment },
  { value: 'both', label: m.typeBoth },
];
// Shared facility computers: the browser must not remember what a person typed here.
const noMemory = { autoComplete: 'off' } as const;

/** The reentry-assistance application (spec sections 3, 5, 8). On success it hands over the reference number. */
export function AssistanceForm({ onSubmitted }: { onSubmitted: (reference: string) => void }) {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const submit = useSubmitAssistanceRequest();
  const idempotency = useIdempotencyKey();

  async function send(values: Values, helpers: { setErrors(errors: Record<string, string>): void }) {
    const application = values as AssistanceRequestInput;
    try {
      const { reference } = await submit.mutateAsync({ application, idempotencyKey: idempotency.keyFor(application) });
      idempotency.done();
      toast({ title: intl.formatMessage(m.okTitle), description: intl.formatMessage(m.okBody), variant: 'success' });
      onSubmitted(reference);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) helpers.setErrors(fields);
      toast({ title: intl.formatMessage(m.failTitle), description: failureDescription(error, intl.formatMessage(m.failBody)), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="assistance-form-heading">
      <h2 id="assistance-form-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="form__required-note">
        <FormattedMessage {...formMessages.requiredNote} />
      </p>
      <Formik initialValues={empty} validate={assistanceValidation} onSubmit={send}>
        {(formik) => (
          <Form ref={formRef} noValidate method="post" className="form" autoComplete="off">
            <ScriptRequiredNotice />
            <AdoptTypedValues form={formRef} formik={formik} />
            <FocusFirstError fields={assistanceFields} />
            <ErrorSummary fields={assistanceFields} />
            <FormikTextField name="fullName" label={m.fullName} {...noMemory} />
            <FormikTextField name="email" label={m.email} type="email" inputMode="email" {...noMemory} />
            <FormikTextField name="phone" label={m.phone} hint={m.phoneHint} type="tel" {...noMemory} />
            <FormikTextField name="releaseDate" label={m.releaseDate} hint={m.releaseDateHint} {...noMemory} />
            <FormikTextField name="location" label={m.location} hint={m.locationHint} {...noMemory} />
            <FormikRadioGroup name="assistanceType" label={m.assistanceType} options={typeOptions} />
            <FormikTextArea name="currentSituation" label={m.currentSituation} hint={m.currentSituationWhy} {...noMemory} />
            <FormikTextArea name="previousExperience" label={m.previousExperience} hint={m.previousExperienceHint} optional rows={3} {...noMemory} />
            <FormikTextArea name="additionalNeeds" label={m.additionalNeeds} hint={m.additionalNeedsWhy} optional rows={3} {...noMemory} />
            <FormikTextArea name="emergencyContact" label={m.emergencyContact} hint={m.emergencyContactWhy} optional rows={2} {...noMemory} />
            <FormikCheckbox name="hasTransportation" label={m.hasTransportation} />
            <FormikTextArea name="criminalBackground" label={m.criminalBackground} hint={m.criminalBackgroundWhy} optional rows={3} {...noMemory} />
            <p className="forms-consent">
              <FormattedMessage {...m.consent} />
            </p>
            <HoneypotField />
            <SubmitButton busy={formik.isSubmitting}>
              <FormattedMessage {...(formik.isSubmitting ? m.submitting : m.submit)} />
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
