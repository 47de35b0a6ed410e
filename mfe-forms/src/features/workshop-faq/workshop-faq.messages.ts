import { defineMessages } from 'react-intl';

export const workshopFaqMessages = defineMessages({
  loading: { id: 'forms.workshopFaq.loading', defaultMessage: 'Loading the questions…', description: 'While the workshop FAQ loads' },
  loadFailed: { id: 'forms.workshopFaq.loadFailed', defaultMessage: 'We could not load the questions just now. Please try again in a moment.', description: 'The workshop FAQ could not be loaded' },
  heading: { id: 'forms.workshopFaq.heading', defaultMessage: 'Questions facilities ask', description: 'Heading of the workshop FAQ' },
});
