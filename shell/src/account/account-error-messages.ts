import type { MessageDescriptor } from 'react-intl';
import { validationMessageById } from './validation-messages';

/** The contracts' message ids the account forms' checks give, in words (an API's mistake is already words): the one map of validation-messages.ts, as the form frame takes it. */
export const accountErrorMessages: Readonly<Record<string, MessageDescriptor>> = Object.fromEntries(validationMessageById);
