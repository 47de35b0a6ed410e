import type { MessageDescriptor } from 'react-intl';
import { accountValidationMessages } from '@reentry/contracts/account-rules';
import { authValidationMessages } from '@reentry/contracts/auth-rules';
import { classCodeMessages } from '@reentry/contracts/class-code-rules';
import { resetCodeMessages } from '@reentry/contracts/reset-code-rules';
import { textValidationMessages } from '@reentry/contracts/text-rules';

/** The contracts' message ids the account forms' checks give, in words (an API's mistake is already words). */
export const accountErrorMessages: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(
  [authValidationMessages, accountValidationMessages, classCodeMessages, resetCodeMessages, textValidationMessages].flatMap((group) => Object.values(group).map((descriptor) => [descriptor.id, descriptor])),
);
