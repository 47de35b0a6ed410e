import { useField, useFormikContext } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { shownFieldError, TextField, type TextFieldProps } from '@reentry/ui';
import { validationMessageById } from './validation-messages';

type Props = Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'name'> & {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
};

/**
 * A TextField bound to Formik; a field's error is shown from the form's first send on (shownFieldError). Errors are message ids from
 * the form's rules, or the API's own text for a field (already translated), which is shown as it is.
 * Account form fields are required (aria-required) unless marked otherwise.
 */
export function FormikTextField({ name, label, hint, required = true, ...input }: Props & { required?: boolean }) {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const errorId = shownFieldError(meta, submitCount);
  const descriptor = errorId ? validationMessageById.get(errorId) : undefined;
  const error = descriptor ? intl.formatMessage(descriptor) : errorId;
  return (
    <TextField
      {...field}
      {...input}
      label={intl.formatMessage(label)}
      hint={hint && intl.formatMessage(hint)}
      error={error}
      aria-required={required || undefined}
    />
  );
}
