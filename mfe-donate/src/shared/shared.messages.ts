import { defineMessage } from 'react-intl';

export const givingMessage = defineMessage<{ amount: string }>({
  id: 'donate.shared.giving',
  defaultMessage: 'You are giving {amount}.',
  description: 'Reminder of the chosen amount on each step; amount is like $25.00',
});

export const givingMonthlyMessage = defineMessage<{ amount: string }>({
  id: 'donate.shared.givingMonthly',
  defaultMessage: 'You are giving {amount} each month.',
  description: 'Reminder of the chosen monthly amount on each step; amount is like $25.00',
});
