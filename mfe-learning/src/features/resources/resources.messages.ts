import { defineMessages } from 'react-intl';

export const resourcesMessages = defineMessages({
  tabsLabel: { id: 'learning.resources.tabsLabel', defaultMessage: 'Resources', description: 'Name of the tab list on the resources page' },
  finance: { id: 'learning.resources.finance', defaultMessage: 'Finance', description: 'Tab: money guide and tips' },
  courage: { id: 'learning.resources.courage', defaultMessage: 'Courage', description: 'Tab: faith-based support' },
  programs: { id: 'learning.resources.programs', defaultMessage: 'Programs', description: 'Tab: ID documents, reentry services, photo ID, housing' },
  contents: { id: 'learning.resources.contents', defaultMessage: 'In this guide', description: 'Heading of the guide\'s list of sections' },
  tips: { id: 'learning.resources.tips', defaultMessage: 'Money tips', description: 'Heading above the tip cards' },
  links: { id: 'learning.resources.links', defaultMessage: 'Where to get help', description: 'Heading above the links of a program' },
});
