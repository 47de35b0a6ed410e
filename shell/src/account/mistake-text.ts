import { useIntl, type MessageDescriptor } from 'react-intl';
import { accountValidationMessages } from '@reentry/contracts/account-rules';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { classCodeMessages } from '@reentry/contracts/class-code-rules';
import { resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { textValidationMessages } from '@reentry/contracts/text-rules';

const validationById = new Map<string, MessageDescriptor>(
  [...Object.values(authValidationMessages), ...Object.values(accountValidationMessages), ...Object.values(textValidationMessages), ...Object.values(classCodeMessages), ...Object.values(resetCodeMessages)].map((descriptor) => [descriptor.id, descriptor]),
);

/**
 * A field's mistake as words in the visitor's language: a message id of the account forms' rules is
 * translated; anything else is already words (the API's own text for a field) and is shown as it came.
 */
export function useMistakeText(): (idOrText: string | undefined) => string | undefined {
  const intl = useIntl();
  return (idOrText) => {
    if (!idOrText) return undefined;
    const descriptor = validationById.get(idOrText);
    return descriptor ? intl.formatMessage(descriptor) : idOrText;
  };
}
