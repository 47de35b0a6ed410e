import { defineMessage, defineMessages } from 'react-intl';

// The Listen button's words only: they come with the page. The controls' words load with the controls.
export const listenMessages = {
  ...defineMessages({
    listen: { id: 'learning.readAloud.listen', defaultMessage: 'Listen', description: 'Button that starts reading a section aloud' },
  }),
  listenTo: defineMessage<{ title: string }>({
    id: 'learning.readAloud.listenTo',
    defaultMessage: 'Listen: {title}',
    description: 'Accessible name of the Listen button: the visible word, then what it reads (a section title or "Question 2 of 5")',
  }),
};
