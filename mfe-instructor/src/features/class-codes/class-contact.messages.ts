import { defineMessage, defineMessages } from 'react-intl';

export const classContactMessages = {
  ...defineMessages({
    heading: { id: 'instructor.classContact.heading', defaultMessage: 'How your students can reach you', description: 'Class codes tab: heading of the contact line form' },
    label: { id: 'instructor.classContact.label', defaultMessage: 'Contact line', description: 'Label of the contact line field' },
    save: { id: 'instructor.classContact.save', defaultMessage: 'Save contact line', description: 'Button that saves the contact line' },
    saved: { id: 'instructor.classContact.saved', defaultMessage: 'Saved. Your students see this line on their account page.', description: 'After the contact line was saved' },
    removed: { id: 'instructor.classContact.removed', defaultMessage: 'Removed. Your students see no contact line now.', description: 'After an empty contact line was saved' },
    failed: { id: 'instructor.classContact.failed', defaultMessage: 'The contact line was not saved. Please try again.', description: 'When saving the contact line failed' },
    loading: { id: 'instructor.classContact.loading', defaultMessage: 'Loading…', description: 'While the contact line loads' },
    loadFailed: {
      id: 'instructor.classContact.loadFailed',
      defaultMessage: 'Your contact line did not load. Reload the page to try again.',
      description: 'When the contact line could not be loaded',
    },
  }),
  hint: defineMessage<{ max: number }>({
    id: 'instructor.classContact.hint',
    defaultMessage: 'Your students see this on their account page. For example: Ask Ms. Lee at the Tuesday class. Plain text, up to {max} characters. Leave it empty to remove it.',
    description: 'Hint under the contact line field',
  }),
};
