import { FormattedMessage } from 'react-intl';
import { FormCheckbox, FormRadioGroup, FormTextArea, FormTextField } from '../../shared/form-fields';
import { PublicForm } from '../../shared/public-form';
import { assistanceMessages as m } from './assistance.messages';
import { assistanceFields, assistanceValidation } from './assistance.validation';

const typeOptions = [
  { value: 'housing', label: m.typeHousing },
  { value: 'employment', label: m.typeEmployment },
  { value: 'both', label: m.typeBoth },
];
// Shared facility computers: the browser must not remember what a person typed here.
const noMemory = { autoComplete: 'off' } as const;

/** The reentry-assistance application (spec sections 3, 5, 8). Once sent, the page shows the submitted screen. */
export function AssistanceForm() {
  return (
    <PublicForm
      id="assistance-form-heading"
      messages={{ ...m, sending: m.submitting }}
      fields={assistanceFields}
      validate={assistanceValidation}
      saysSent={false}
      autoComplete="off"
    >
      <FormTextField name="fullName" label={m.fullName} {...noMemory} />
      <FormTextField name="email" label={m.email} type="email" inputMode="email" {...noMemory} />
      <FormTextField name="phone" label={m.phone} hint={m.phoneHint} type="tel" {...noMemory} />
      <FormTextField name="releaseDate" label={m.releaseDate} hint={m.releaseDateHint} {...noMemory} />
      <FormTextField name="location" label={m.location} hint={m.locationHint} {...noMemory} />
      <FormRadioGroup name="assistanceType" label={m.assistanceType} options={typeOptions} />
      <FormTextArea name="currentSituation" label={m.currentSituation} hint={m.currentSituationWhy} {...noMemory} />
      <FormTextArea name="previousExperience" label={m.previousExperience} hint={m.previousExperienceHint} optional rows={3} {...noMemory} />
      <FormTextArea name="additionalNeeds" label={m.additionalNeeds} hint={m.additionalNeedsWhy} optional rows={3} {...noMemory} />
      <FormTextArea name="emergencyContact" label={m.emergencyContact} hint={m.emergencyContactWhy} optional rows={2} {...noMemory} />
      <FormCheckbox name="hasTransportation" label={m.hasTransportation} />
      <FormTextArea name="criminalBackground" label={m.criminalBackground} hint={m.criminalBackgroundWhy} optional rows={3} {...noMemory} />
      <p className="forms-consent">
        <FormattedMessage {...m.consent} />
      </p>
    </PublicForm>
  );
}
