import { defineMessages } from 'react-intl';

/** Texts of the web app manifest (what a phone shows when the site is installed), in the visitor's language. */
export const pwaMessages = defineMessages({
  appName: { id: 'shell.pwa.appName', defaultMessage: 'Reentry Financial Literacy', description: 'Installed app: full name' },
  appShortName: { id: 'shell.pwa.appShortName', defaultMessage: 'Money Lessons', description: 'Installed app: name under the icon (12 letters or fewer)' },
  appDescription: {
    id: 'shell.pwa.appDescription',
    defaultMessage: 'Free lessons on money, banking and digital currency. Read them even without internet.',
    description: 'Installed app: description shown when installing',
  },
});
