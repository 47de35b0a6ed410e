import { defineMessages } from 'react-intl';

export const pageMessages = {
  portal: defineMessages({
    title: { id: 'instructor.portal.title', defaultMessage: "Instructor portal", description: 'Page heading' },
    intro: { id: 'instructor.portal.intro', defaultMessage: "See your students and your teaching resources.", description: 'One sentence under the heading' },
  }),
};
