import { defineMessages } from 'react-intl';

export const pageMessages = {
  modules: defineMessages({
    title: { id: 'learning.modules.title', defaultMessage: "Learning modules", description: 'Page heading' },
    intro: { id: 'learning.modules.intro', defaultMessage: "Six short lessons about money, banking and digital currency.", description: 'One sentence under the heading' },
  }),
  module: defineMessages({
    title: { id: 'learning.module.title', defaultMessage: "Module", description: 'Page heading' },
    intro: { id: 'learning.module.intro', defaultMessage: "Read the lesson, then take the quiz.", description: 'One sentence under the heading' },
  }),
  resources: defineMessages({
    title: { id: 'learning.resources.title', defaultMessage: "Resources", description: 'Page heading' },
    intro: { id: 'learning.resources.intro', defaultMessage: "Guides and links to help with money, ID papers and housing.", description: 'One sentence under the heading' },
  }),
  howToBuy: defineMessages({
    title: { id: 'learning.howToBuy.title', defaultMessage: "How to buy the token", description: 'Page heading' },
    intro: { id: 'learning.howToBuy.intro', defaultMessage: "A step-by-step guide, with safety tips.", description: 'One sentence under the heading' },
  }),
};
