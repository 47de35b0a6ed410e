import { useField } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formValidationMessages } from '@reentry/contracts/forms-rules';

const byId = new Map<string, MessageDescriptor>(Object.values(formValidationMessages).map((descriptor) => [descriptor.id, descriptor]));

/**
 * A Formik field and its error in the visitor's language, shown once the field was touched. Errors are
 * message ids from the contracts; an error the API sent (already words) is shown as it came.
 */
export function useTranslatedField<Value>(name: string) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<Value>(name);
  const errorId = meta.touched ? meta.error : undefined;
  const descriptor = errorId ? byId.get(errorId) : undefined;
  const error = descriptor ? intl.formatMessage(descriptor) : errorId;
  return { field, error, helpers };
}
