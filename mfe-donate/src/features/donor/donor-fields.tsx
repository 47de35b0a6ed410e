import { useField, useFormikContext } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { CheckboxField, shownFieldError, TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from '@reentry/ui';
import { useValidationMessage } from '../../shared/contract-message';
import { donorMessages as m } from './donor.messages';

interface Labels {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
  /** Says "(optional)" after the label; every other field is marked aria-required. */
  optional?: boolean;
}

/** A Formik field with its label, hint and error (shown from the first send on: shownFieldError) in the visitor's language. */
function useDonorField<Value>({ name, label, hint, optional }: Labels) {
  const intl = useIntl();
  const words = useValidationMessage();
  const [field, meta] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  return {
    field,
    label: optional ? `${intl.formatMessage(label)} ${intl.formatMessage(m.optional)}` : intl.formatMessage(label),
    hint: hint && intl.formatMessage(hint),
    error: words(shownFieldError(meta, submitCount)),
    required: optional ? undefined : true,
  };
}

type InputProps = Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'name'>;

export function DonorTextField({ name, label, hint, optional, ...input }: Labels & InputProps) {
  const f = useDonorField<string>({ name, label, hint, optional });
  return <TextField {...f.field} {...input} label={f.label} hint={f.hint} error={f.error} aria-required={f.required} />;
}

export function DonorTextArea({ name, label, hint, optional, ...textarea }: Labels & Omit<TextAreaFieldProps, 'label' | 'hint' | 'error' | 'name'>) {
  const f = useDonorField<string>({ name, label, hint, optional });
  return <TextAreaField {...f.field} {...textarea} label={f.label} hint={f.hint} error={f.error} aria-required={f.required} />;
}

/** A yes/no choice: never required, so no "(optional)" after its label. */
export function DonorCheckbox({ name, label, hint }: Omit<Labels, 'optional'>) {
  const f = useDonorField<boolean>({ name, label, hint });
  return (
    <CheckboxField
      name={f.field.name}
      checked={Boolean(f.field.value)}
      onChange={f.field.onChange}
      onBlur={f.field.onBlur}
      label={f.label}
      hint={f.hint}
      error={f.error}
    />
  );
}
