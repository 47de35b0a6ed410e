import { defineMessages } from 'react-intl';

export const donorMessages = defineMessages({
  heading: { id: 'donate.donor.heading', defaultMessage: 'Step 2 of 3: About you', description: 'Heading of the donor details step' },
  requiredNote: {
    id: 'donate.donor.requiredNote',
    defaultMessage: 'We need your name and email to send your receipt. The other fields are optional.',
    description: 'Sentence at the top of the donor form',
  },
  name: { id: 'donate.donor.name', defaultMessage: 'Your name', description: 'Label of the donor name field' },
  email: { id: 'donate.donor.email', defaultMessage: 'Email', description: 'Label of the donor email field' },
  emailHint: { id: 'donate.donor.emailHint', defaultMessage: 'We send your receipt here.', description: 'Hint under the email field' },
  phone: { id: 'donate.donor.phone', defaultMessage: 'Phone', description: 'Label of the donor phone field' },
  address: { id: 'donate.donor.address', defaultMessage: 'Mailing address', description: 'Label of the donor address field' },
  message: { id: 'donate.donor.message', defaultMessage: 'Message to our team', description: 'Label of the optional message field' },
  anonymous: {
    id: 'donate.donor.anonymous',
    defaultMessage: 'Keep my gift anonymous',
    description: 'Checkbox: the donor does not want to be named publicly',
  },
  anonymousHint: {
    id: 'donate.donor.anonymousHint',
    defaultMessage: 'We will never show your name in public. Only our staff who keep the books will see it.',
    description: 'Hint under the anonymous checkbox',
  },
  back: { id: 'donate.donor.back', defaultMessage: 'Back', description: 'Button to go back to the amount step' },
  submit: { id: 'donate.donor.submit', defaultMessage: 'Continue to payment', description: 'Button that starts the payment step' },
  processing: { id: 'donate.donor.processing', defaultMessage: 'Processing...', description: 'The submit button while the payment is being set up' },
});

