import { facilityTypeMessages, facilityTypes } from '@reentry/contracts/forms-rules';
import { FormikRadioGroup, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { PublicForm } from '../../shared/public-form';
import { facilityRequestMessages as m } from './facility-request.messages';
import { facilityRequestFields, facilityRequestValidation } from './facility-request.validation';
import { facilityRequestSending, type FacilityRequestValues } from './facility-request.sending';
import { useSubmitFacilityRequest } from './submit-facility-request';

type Values = FacilityRequestValues;
const { empty } = facilityRequestSending;

// The same words as the dashboard's (one set, in the contracts).
const facilityTypeOptions = facilityTypes.map((value) => ({ value, label: facilityTypeMessages[value] }));

/** The workshop request form (spec sections 3, 5, 8). Resets on success; keeps what was typed on failure. */
export function FacilityRequestForm() {
  const submit = useSubmitFacilityRequest();
  const send = (values: Values, idempotencyKey: string) =>
    submit.mutateAsync({ request: facilityRequestSending.body(values), idempotencyKey });
  return (
    <PublicForm
      id="facility-request-heading"
      messages={{ ...m, sending: m.submitting }}
      initialValues={empty}
      fields={facilityRequestFields}
      validate={facilityRequestValidation}
      send={send}
    >
      <FormikTextField name="facilityName" label={m.facilityName} autoComplete="organization" />
      <FormikRadioGroup name="facilityType" label={m.facilityType} options={facilityTypeOptions} />
      <FormikTextField name="contactName" label={m.contactName} autoComplete="name" />
      <FormikTextField name="contactPosition" label={m.contactPosition} autoComplete="organization-title" />
      <FormikTextField name="contactEmail" label={m.contactEmail} type="email" autoComplete="email" inputMode="email" />
      <FormikTextField name="contactPhone" label={m.contactPhone} hint={m.phoneHint} type="tel" autoComplete="tel" />
      {/* An address has lines: `street-address` autofill is allowed only on a multi-line field (HTML spec). */}
      <FormikTextArea name="facilityAddress" label={m.facilityAddress} rows={3} autoComplete="street-address" />
      <FormikTextField name="participantCount" label={m.participantCount} hint={m.participantHint} inputMode="numeric" autoComplete="off" />
      <FormikTextField name="preferredDate" label={m.preferredDate} hint={m.preferredDateHint} autoComplete="off" />
      <FormikTextArea name="specialRequirements" label={m.specialRequirements} hint={m.specialHint} optional />
    </PublicForm>
  );
}
