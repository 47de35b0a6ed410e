import { defineMessages } from 'react-intl';

export const pageMessages = {
  dashboard: defineMessages({
    title: { id: 'admin.dashboard.title', defaultMessage: "Admin dashboard", description: 'Page heading' },
    intro: { id: 'admin.dashboard.intro', defaultMessage: "Review requests, donations and learner progress.", description: 'One sentence under the heading' },
  }),
};
