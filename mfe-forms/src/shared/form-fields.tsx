import { useIntl, type MessageDescriptor } from 'react-intl';
import { ActionCheckbox, ActionRadioGroup, ActionSelect, ActionTextArea, ActionTextField } from '@reentry/ui/action-fields';
import type { CheckboxFieldProps, TextAreaFieldProps, TextFieldProps } from '@reentry/ui';

// The public forms' fields: the frame's fields (@reentry/ui/action-fields) with their words as messages.

interface Labels {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  optional?: boolean;
}
type ChoiceOptions = Array<{ value: string; label: MessageDescriptor }>;
type Native<T> = Omit<T, 'label' | 'hint' | 'error' | 'name' | 'value' | 'defaultValue'>;

function useWords({ label, hint }: Pick<Labels, 'label' | 'hint'>) {
  const intl = useIntl();
  return { label: intl.formatMessage(label), hint: hint && intl.formatMessage(hint) };
}

function useOptions(options: ChoiceOptions) {
  const intl = useIntl();
  return options.map((option) => ({ value: option.value, label: intl.formatMessage(option.label) }));
}

export function FormTextField({ label, hint, ...input }: Labels & Native<TextFieldProps>) {
  return <ActionTextField {...input} {...useWords({ label, hint })} />;
}

export function FormTextArea({ label, hint, ...textarea }: Labels & Native<TextAreaFieldProps>) {
  return <ActionTextArea {...textarea} {...useWords({ label, hint })} />;
}

export function FormSelect({ label, hint, options, placeholder, ...rest }: Labels & { options: ChoiceOptions; placeholder: MessageDescriptor }) {
  const intl = useIntl();
  return <ActionSelect {...rest} {...useWords({ label, hint })} options={useOptions(options)} placeholder={intl.formatMessage(placeholder)} />;
}

export function FormRadioGroup({ label, hint, options, ...rest }: Labels & { options: ChoiceOptions }) {
  return <ActionRadioGroup {...rest} {...useWords({ label, hint })} options={useOptions(options)} />;
}

export function FormCheckbox({ label, hint, ...input }: Omit<Labels, 'optional'> & Omit<CheckboxFieldProps, 'label' | 'hint' | 'error' | 'name' | 'checked' | 'defaultChecked'>) {
  return <ActionCheckbox {...input} {...useWords({ label, hint })} />;
}
