import { useContext } from 'react';
import { useField, useFormikContext } from 'formik';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { formValidationMessages } from '@reentry/contracts/forms-rules';
import { shownFieldError } from '@reentry/ui';
import { FirstMistakeContext } from './native-post';

const byId = new Map<string, MessageDescriptor>(Object.values(formValidationMessages).map((descriptor) => [descriptor.id, descriptor]));

/**
 * A Formik field and its error in the visitor's language, shown from the form's first send on (never on
 * leaving a field: shownFieldError). Errors are message ids from the contracts; an error the API sent
 * (already words) is shown as it came, in any language. `autoFocus` is true on the first mistake of a
 * form the server answered without script (FirstMistakeContext).
 */
export function useTranslatedField<Value>(name: string) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<Value>(name);
  const { submitCount } = useFormikContext();
  const errorId = shownFieldError(meta, submitCount);
  const descriptor = errorId ? byId.get(errorId) : undefined;
  const error = descriptor ? intl.formatMessage(descriptor) : errorId;
  const autoFocus = useContext(FirstMistakeContext) === name || undefined;
  return { field, error, helpers, autoFocus };
}
