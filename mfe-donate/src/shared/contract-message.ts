import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { donationValidationMessages } from '@reentry/contracts/donation-rules';

const byId = new Map<string, MessageDescriptor>(Object.values(donationValidationMessages).map((descriptor) => [descriptor.id, descriptor]));

/**
 * Words for a validation message in the visitor's language. Rules give message ids from the contracts;
 * a message the API sent (already words, in the visitor's language) is shown as it came.
 */
export function useValidationMessage() {
  const intl = useIntl();
  return useCallback(
    (idOrText: string | undefined) => {
      const descriptor = idOrText ? byId.get(idOrText) : undefined;
      return descriptor ? intl.formatMessage(descriptor) : idOrText;
    },
    [intl],
  );
}
