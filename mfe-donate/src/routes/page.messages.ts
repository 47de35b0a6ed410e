import { defineMessages } from 'react-intl';

export const pageMessages = {
  donate: defineMessages({
    title: { id: 'donate.donate.title', defaultMessage: 'Donate', description: 'Page heading' },
    intro: { id: 'donate.donate.intro', defaultMessage: 'Your gift helps people coming home build a better future.', description: 'One sentence under the heading' },
  }),
};
