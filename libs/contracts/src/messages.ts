/** A translatable message: the same shape as react-intl's MessageDescriptor. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string;
  description?: string;
}

/**
 * Identity helper, named like react-intl's so the Spanish coverage check finds these messages.
 * Contracts cannot depend on react-intl (the API imports them too).
 */
export function defineMessages<T extends Record<string, MessageDescriptor>>(messages: T): T {
  return messages;
}
