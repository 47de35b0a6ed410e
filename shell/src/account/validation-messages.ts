import type { MessageDescriptor } from 'react-intl';
import { accountValidationMessages } from '@reentry/contracts/account-rules';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { claimMessages } from '@reentry/contracts/claim-rules';
import { classCodeMessages } from '@reentry/contracts/class-code-rules';
import { resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { textValidationMessages } from '@reentry/contracts/text-rules';

/**
 * The account forms' rules' messages by id: a yup schema's error is an id (account-schemas.ts), shown
 * through react-intl. Loaded with the forms' checks, not with the pages (their texts are a few KiB).
 */
export const validationMessageById = new Map<string, MessageDescriptor>(
  [...Object.values(authValidationMessages), ...Object.values(accountValidationMessages), ...Object.values(textValidationMessages), ...Object.values(classCodeMessages), ...Object.values(claimMessages), ...Object.values(resetCodeMessages)].map((descriptor) => [descriptor.id, descriptor]),
);
