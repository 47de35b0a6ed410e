import { defineMessages } from 'react-intl';

export const workshopFaqMessages = defineMessages({
  heading: { id: 'forms.workshopFaq.heading', defaultMessage: 'Questions facilities ask', description: 'Heading of the workshop FAQ' },
});
