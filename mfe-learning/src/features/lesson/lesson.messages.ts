import { defineMessages } from 'react-intl';

export const lessonMessages = defineMessages({
  topics: { id: 'learning.lesson.topics', defaultMessage: 'In this module', description: 'Heading above the list of topics at the start of a lesson' },
  loading: { id: 'learning.lesson.loading', defaultMessage: 'Loading the lesson…', description: 'While a lesson loads' },
  loadFailed: {
    id: 'learning.lesson.loadFailed',
    defaultMessage: 'The lesson did not load. Check your connection, then reload the page.',
    description: 'When a lesson could not be loaded',
  },
});
