import { FormattedMessage } from 'react-intl';
import { FormikCheckbox, FormikRadioGroup, FormikTextArea, FormikTextField } from '../../shared/formik-fields';
import { PublicForm } from '../../shared/public-form';
import { assistanceMessages as m } from './assistance.messages';
import { assistanceFields, assistanceValidation } from './assistance.validation';
import { assistanceSending, type AssistanceValues } from './assistance.sending';
import { useSubmitAssistanceRequest } from './submit-assistance-request';

type Values = AssistanceValues;
const { empty } = assistanceSending;

const typeOptions = [
  { value: 'housing', label: m.typeHousing },
  { value: 'employment', label: m.typeEmployment },
  { value: 'both', label: m.typeBoth },
];
// Shared facility computers: the browser must not remember what a person typed here.
const noMemory = { autoComplete: 'off' } as const;

/** The reentry-assistance application (spec sections 3, 5, 8). On success it hands over the reference number. */
export function AssistanceForm({ onSubmitted }: { onSubmitted: (reference: string) => void }) {
  const submit = useSubmitAssistanceRequest();
  const send = (values: Values, idempotencyKey: string) => submit.mutateAsync({ application: assistanceSending.body(values), idempotencyKey });
  return (
    <PublicForm
      id="assistance-form-heading"
      messages={{ ...m, sending: m.submitting }}
      initialValues={empty}
      fields={assistanceFields}
      validate={assistanceValidation}
      send={send}
      onSent={({ reference }) => onSubmitted(reference)}
      autoComplete="off"
    >
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
    </PublicForm>
  );
}
