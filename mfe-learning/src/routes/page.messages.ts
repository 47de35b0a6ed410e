import { defineMessages } from 'react-intl';

export const pageMessages = {
  modules: defineMessages({
    title: { id: 'learning.modules.title', defaultMessage: 'Learning modules', description: 'Page heading' },
    intro: {
      id: 'learning.modules.intro',
      defaultMessage: 'Six short lessons about money, banking and digital currency.',
      description: 'One sentence under the heading',
    },
  }),
  resources: defineMessages({
    title: { id: 'learning.resources.title', defaultMessage: 'Resources', description: 'Page heading' },
    intro: {
      id: 'learning.resources.intro',
      defaultMessage: 'Guides and links to help with money, ID papers and housing.',
      description: 'One sentence under the heading',
    },
  }),
};

export const routeMessages = defineMessages({
  loading: { id: 'learning.page.loading', defaultMessage: 'Loading…', description: 'While page content loads' },
  loadFailed: {
    id: 'learning.page.loadFailed',
    defaultMessage: 'This part of the page did not load. Check your connection, then reload the page.',
    description: 'When page content could not be loaded',
  },
});
