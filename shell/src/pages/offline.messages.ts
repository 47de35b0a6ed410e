import { defineMessages } from 'react-intl';

export const offlineMessages = {
  intro: defineMessages({
    title: { id: 'shell.offline.title', defaultMessage: 'You are offline', description: 'Heading of the page shown for a page that is not saved, without internet' },
    intro: {
      id: 'shell.offline.intro',
      defaultMessage: 'This page is not saved on this phone. You can open it when you have internet again.',
      description: 'First sentence of the offline page',
    },
  }),
  ...defineMessages({
    tryAgain: { id: 'shell.offline.tryAgain', defaultMessage: 'Try to open the page again', description: 'Link that opens the page that was asked for again' },
    savedTitle: { id: 'shell.offline.savedTitle', defaultMessage: 'You can read these pages without internet', description: 'Heading above the list of pages saved on the device' },
    looking: { id: 'shell.offline.looking', defaultMessage: 'Looking for saved pages…', description: 'Shown while the list of saved pages is read' },
    nothingSaved: {
      id: 'shell.offline.nothingSaved',
      defaultMessage: 'No pages are saved on this phone yet. When you are online, open a module, or use “Save for offline” on the Modules page.',
      description: 'Shown on the offline page when no page is saved on the device',
    },
    backOnline: { id: 'shell.offline.backOnline', defaultMessage: 'You are online again.', description: 'Shown on the offline page once the internet is back' },
  }),
};
