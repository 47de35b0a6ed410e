import { useIntl, type MessageDescriptor } from 'react-intl';
import { CheckboxField, RadioGroupField, SelectField, TextAreaField, TextField, type SelectOption, type TextAreaFieldProps, type TextFieldProps } from '@reentry/ui';
import { formMessages } from './form.messages';
import { useTranslatedField } from './field-error';

interface Labels {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** Says "(optional)" after the label; every other field is marked aria-required. */
  optional?: boolean;
}

function useLabels({ label, hint, optional }: Omit<Labels, 'name'>) {
  const intl = useIntl();
  return {
    label: optional ? `${intl.formatMessage(label)} ${intl.formatMessage(formMessages.optional)}` : intl.formatMessage(label),
    hint: hint && intl.formatMessage(hint),
    required: !optional,
  };
}

type ChoiceOptions = Array<{ value: string; label: MessageDescriptor }>;

function useOptions(options: ChoiceOptions): SelectOption[] {
  const intl = useIntl();
  return options.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }));
}

export function FormikTextField({ name, label, hint, optional, ...input }: Labels & Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'name'>) {
  const { field, error, autoFocus } = useTranslatedField<string>(name);
  const labels = useLabels({ label, hint, optional });
  return <TextField {...field} {...input} autoFocus={autoFocus} label={labels.label} hint={labels.hint} error={error} aria-required={labels.required || undefined} />;
}

export function FormikTextArea({ name, label, hint, optional, ...textarea }: Labels & Omit<TextAreaFieldProps, 'label' | 'hint' | 'error' | 'name'>) {
  const { field, error, autoFocus } = useTranslatedField<string>(name);
  const labels = useLabels({ label, hint, optional });
  return <TextAreaField {...field} {...textarea} autoFocus={autoFocus} label={labels.label} hint={labels.hint} error={error} aria-required={labels.required || undefined} />;
}

export function FormikSelect({ name, label, hint, optional, options, placeholder }: Labels & { options: ChoiceOptions; placeholder: MessageDescriptor }) {
  const intl = useIntl();
  const { field, error, autoFocus } = useTranslatedField<string>(name);
  const labels = useLabels({ label, hint, optional });
  return (
    <SelectField
      {...field}
      autoFocus={autoFocus}
      label={labels.label}
      hint={labels.hint}
      error={error}
      aria-required={labels.required || undefined}
      options={useOptions(options)}
      placeholder={intl.formatMessage(placeholder)}
    />
  );
}

export function FormikRadioGroup({ name, label, hint, optional, options }: Labels & { options: ChoiceOptions }) {
  const { field, error, autoFocus } = useTranslatedField<string>(name);
  const labels = useLabels({ label, hint, optional });
  return <RadioGroupField {...field} autoFocus={autoFocus} label={labels.label} hint={labels.hint} error={error} required={labels.required} options={useOptions(options)} />;
}

export function FormikCheckbox({ name, label, hint, required }: Omit<Labels, 'optional'> & { required?: boolean }) {
  const intl = useIntl();
  const { field, error, autoFocus } = useTranslatedField<boolean>(name);
  return (
    <CheckboxField
      name={field.name}
      autoFocus={autoFocus}
      checked={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      label={intl.formatMessage(label)}
      hint={hint && intl.formatMessage(hint)}
      error={error}
      aria-required={required || undefined}
    />
  );
}
