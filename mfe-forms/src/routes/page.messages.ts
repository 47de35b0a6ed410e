import { defineMessages } from 'react-intl';

export const pageMessages = {
  schedule: defineMessages({
    title: { id: 'forms.schedule.title', defaultMessage: "Schedule a presentation", description: 'Page heading' },
    intro: { id: 'forms.schedule.intro', defaultMessage: "Ask us to hold a free workshop at your facility.", description: 'One sentence under the heading' },
  }),
  contact: defineMessages({
    title: { id: 'forms.contact.title', defaultMessage: "Get in touch", description: 'Page heading' },
    intro: { id: 'forms.contact.intro', defaultMessage: "Send us a message. We will write back soon.", description: 'One sentence under the heading' },
  }),
  assistance: defineMessages({
    title: { id: 'forms.assistance.title', defaultMessage: "Get help", description: 'Page heading' },
    intro: { id: 'forms.assistance.intro', defaultMessage: "Apply for help with housing and jobs.", description: 'One sentence under the heading' },
  }),
  shareStory: defineMessages({
    title: { id: 'forms.shareStoryPage.title', defaultMessage: 'Share your story', description: 'Page heading' },
    intro: {
      id: 'forms.shareStoryPage.intro',
      defaultMessage: 'Your story can give hope to someone coming home.',
      description: 'One sentence under the heading',
    },
  }),
};
