import { facilityTypeMessages, facilityTypes } from '@reentry/contracts/forms-rules';
import { FormRadioGroup, FormTextArea, FormTextField } from '../../shared/form-fields';
import { PublicForm } from '../../shared/public-form';
import { facilityRequestMessages as m } from './facility-request.messages';
import { facilityRequestFields, facilityRequestValidation } from './facility-request.validation';

// The same words as the dashboard's (one set, in the contracts).
const facilityTypeOptions = facilityTypes.map((value) => ({ value, label: facilityTypeMessages[value] }));

/** The workshop request form (spec sections 3, 5, 8). Empty again once sent; keeps what was typed otherwise. */
export function FacilityRequestForm() {
  return (
    <PublicForm
      id="facility-request-heading"
      messages={{ ...m, sending: m.submitting }}
      fields={facilityRequestFields}
      validate={facilityRequestValidation}
    >
      <FormTextField name="facilityName" label={m.facilityName} autoComplete="organization" />
      <FormRadioGroup name="facilityType" label={m.facilityType} options={facilityTypeOptions} />
      <FormTextField name="contactName" label={m.contactName} autoComplete="name" />
      <FormTextField name="contactPosition" label={m.contactPosition} autoComplete="organization-title" />
      <FormTextField name="contactEmail" label={m.contactEmail} type="email" autoComplete="email" inputMode="email" />
      <FormTextField name="contactPhone" label={m.contactPhone} hint={m.phoneHint} type="tel" autoComplete="tel" />
      {/* An address has lines: `street-address` autofill is allowed only on a multi-line field (HTML spec). */}
      <FormTextArea name="facilityAddress" label={m.facilityAddress} rows={3} autoComplete="street-address" />
      <FormTextField name="participantCount" label={m.participantCount} hint={m.participantHint} inputMode="numeric" autoComplete="off" />
      <FormTextField name="preferredDate" label={m.preferredDate} hint={m.preferredDateHint} autoComplete="off" />
      <FormTextArea name="specialRequirements" label={m.specialRequirements} hint={m.specialHint} optional />
    </PublicForm>
  );
}
