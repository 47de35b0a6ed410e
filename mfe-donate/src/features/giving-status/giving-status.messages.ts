import { defineMessages } from 'react-intl';

export const givingStatusMessages = defineMessages({
  notSetUp: { id: 'donate.status.notSetUp', defaultMessage: 'Online giving is not set up yet.', description: 'Shown when the site has no payment keys' },
  notSetUpHelp: {
    id: 'donate.status.notSetUpHelp',
    defaultMessage: 'You can still help. Please contact us and we will tell you how to give.',
    description: 'Under "Online giving is not set up yet"',
  },
  unavailable: {
    id: 'donate.status.unavailable',
    defaultMessage: 'Online giving is not available right now.',
    description: 'Shown when the donation settings could not be loaded',
  },
  unavailableHelp: {
    id: 'donate.status.unavailableHelp',
    defaultMessage: 'Please try again later, or contact us and we will tell you how to give.',
    description: 'Under "Online giving is not available right now"',
  },
  contact: { id: 'donate.status.contact', defaultMessage: 'Contact us', description: 'Link to the contact page (its subject is set to donations)' },
  otherWays: { id: 'donate.status.otherWays', defaultMessage: 'Other ways to give', description: 'Heading above how to give without a card (for example, mail a check), the address and the phone' },
});
