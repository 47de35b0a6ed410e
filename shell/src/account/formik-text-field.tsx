import { useField } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { TextField, type TextFieldProps } from '@reentry/ui';

const validationById = new Map<string, MessageDescriptor>(
  Object.values(authValidationMessages).map((descriptor) => [descriptor.id, descriptor]),
);

type Props = Omit<TextFieldProps, 'label' | 'hint' | 'error' | 'name'> & {
  name: string;
  label: MessageDescriptor;
  hint?: MessageDescriptor;
};

/** A TextField bound to Formik; a field's error (a message id) is shown once it was touched. */
export function FormikTextField({ name, label, hint, ...input }: Props) {
  const intl = useIntl();
  const [field, meta] = useField<string>(name);
  const errorId = meta.touched ? meta.error : undefined;
  const error = errorId ? intl.formatMessage(validationById.get(errorId) ?? { id: errorId, defaultMessage: errorId }) : undefined;
  return (
    <TextField
      {...field}
      {...input}
      label={intl.formatMessage(label)}
      hint={hint && intl.formatMessage(hint)}
      error={error}
    />
  );
}
