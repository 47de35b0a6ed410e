import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FacilityRequestInput } from '@reentry/contracts/facility-requests';
import { facilityTypeMessages, facilityTypes } from '@reentry/contracts/forms-rules';
import { ScriptRequiredNotice, useIdempotencyKey, useToast } from '@reentry/platform';
import { SubmitButton } from '@reentry/ui';
import { AdoptTypedValues } from '@reentry/ui/adopt-typed-values';
import { ErrorSummary } from '../../shared/error-summary';
import { FocusFirstError } from '../../shared/focus-first-error';
import { formMessages } from '../../shared/form.messages';
import { FormikRadioGroup, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { HoneypotField } from '../../shared/honeypot-field';
import { failureDescription, serverFieldErrors } from '../../shared/submit-failure';
import { facilityRequestMessages as m } from './facility-request.messages';
import { facilityRequestFields, facilityRequestValidation } from './facility-request.validation';
import { useSubmitFacilityRequest } from './submit-facility-request';

const empty = {
  facilityName: '',
  facilityType: '',
  contactName: '',
  contactPosition: '',
  contactEmail: '',
  contactPhone: '',
  facilityAddress: '',
  participantCount: '',
  preferredDate: '',
  specialRequirements: '',
  website: '',
};
type Values = typeof empty;

// The same words as the dashboard's (one set, in the contracts).
const facilityTypeOptions = facilityTypes.map((value) => ({ value, label: facilityTypeMessages[value] }));

/** The workshop request form (spec sections 3, 5, 8). Resets on success; keeps what was typed on failure. */
export function FacilityRequestForm() {
  const intl = useIntl();
  const formRef = useRef<HTMLFormElement>(null);
  const toast = useToast();
  const submit = useSubmitFacilityRequest();
  const idempotency = useIdempotencyKey();

  async function send(values: Values, helpers: FormikHelpers<Values>) {
    const request = { ...values, participantCount: Number(values.participantCount) } as FacilityRequestInput;
    try {
      await submit.mutateAsync({ request, idempotencyKey: idempotency.keyFor(request) });
      idempotency.done();
      toast({ title: intl.formatMessage(m.okTitle), description: intl.formatMessage(m.okBody), variant: 'success' });
      helpers.resetForm();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) helpers.setErrors(fields);
      toast({ title: intl.formatMessage(m.failTitle), description: failureDescription(error, intl.formatMessage(m.failBody)), variant: 'destructive' });
    }
  }

  return (
    <section aria-labelledby="facility-request-heading">
      <h2 id="facility-request-heading">
        <FormattedMessage {...m.heading} />
      </h2>
      <p className="form__required-note">
        <FormattedMessage {...formMessages.requiredNote} />
      </p>
      <Formik initialValues={empty} validate={facilityRequestValidation} onSubmit={send}>
        {(formik) => (
          <Form ref={formRef} noValidate method="post" className="form">
            <ScriptRequiredNotice />
            <AdoptTypedValues form={formRef} formik={formik} />
            <FocusFirstError fields={facilityRequestFields} />
            <ErrorSummary fields={facilityRequestFields} />
            <FormikTextField name="facilityName" label={m.facilityName} autoComplete="organization" />
            <FormikRadioGroup name="facilityType" label={m.facilityType} options={facilityTypeOptions} />
            <FormikTextField name="contactName" label={m.contactName} autoComplete="name" />
            <FormikTextField name="contactPosition" label={m.contactPosition} autoComplete="organization-title" />
            <FormikTextField name="contactEmail" label={m.contactEmail} type="email" autoComplete="email" inputMode="email" />
            <FormikTextField name="contactPhone" label={m.contactPhone} hint={m.phoneHint} type="tel" autoComplete="tel" />
            <FormikTextField name="facilityAddress" label={m.facilityAddress} autoComplete="street-address" />
            <FormikTextField name="participantCount" label={m.participantCount} hint={m.participantHint} inputMode="numeric" autoComplete="off" />
            <FormikTextField name="preferredDate" label={m.preferredDate} hint={m.preferredDateHint} autoComplete="off" />
            <FormikTextArea name="specialRequirements" label={m.specialRequirements} hint={m.specialHint} optional />
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
