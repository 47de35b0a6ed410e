import { defineMessages } from 'react-intl';

export const amountMessages = defineMessages({
  heading: { id: 'donate.amount.heading', defaultMessage: 'Step 1 of 3: Choose an amount', description: 'Heading of the first donation step' },
  presets: { id: 'donate.amount.presets', defaultMessage: 'Suggested amounts', description: 'Label of the group of preset amount buttons' },
  presetsHint: { id: 'donate.amount.presetsHint', defaultMessage: 'Press an amount to go on with it.', description: 'Hint under the suggested amounts: each button goes straight to the next step' },
  custom: { id: 'donate.amount.custom', defaultMessage: 'Or type another amount, in dollars', description: 'Label of the field for any other amount' },
  customHint: { id: 'donate.amount.customHint', defaultMessage: 'You can give any amount from $1.', description: 'Hint under the custom amount field' },
  prompt: { id: 'donate.amount.prompt', defaultMessage: 'Please select an amount to give.', description: 'Shown while no amount is chosen' },
  frequency: { id: 'donate.amount.frequency', defaultMessage: 'How often do you want to give?', description: 'Question above the Once and Monthly choices' },
  once: { id: 'donate.amount.once', defaultMessage: 'Once', description: 'Choice: a one-time gift' },
  monthly: { id: 'donate.amount.monthly', defaultMessage: 'Monthly', description: 'Choice: a gift charged every month until the donor stops it' },
  monthlyHint: {
    id: 'donate.amount.monthlyHint',
    defaultMessage: 'A monthly gift is charged on the same day each month. You can change or stop it at any time.',
    description: 'Hint under the Once and Monthly choices',
  },
  continue: { id: 'donate.amount.continue', defaultMessage: 'Continue', description: 'Button to go to the donor details step' },
});
