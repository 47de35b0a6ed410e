import { defineMessage, defineMessages } from 'react-intl';

export const saveOfflineMessages = defineMessages({
  title: { id: 'learning.saveOffline.title', defaultMessage: 'Read without internet', description: 'Heading of the "Save for offline" box on the modules page' },
  body: {
    id: 'learning.saveOffline.body',
    defaultMessage: 'Save the six modules and the Spot the scam practice on this phone in this language. Then you can read them when you have no data or no signal.',
    description: 'What "Save for offline" does',
  },
  button: { id: 'learning.saveOffline.button', defaultMessage: 'Save for offline', description: 'Button that saves the modules on the device' },
  failed: {
    id: 'learning.saveOffline.failed',
    defaultMessage: 'The modules could not be saved. Check your internet and try again.',
    description: 'Shown when saving for offline failed',
  },
  unsupported: {
    id: 'learning.saveOffline.unsupported',
    defaultMessage: 'This browser cannot save pages for offline reading.',
    description: 'Shown when the browser has no service worker',
  },
});

export const savingMessage = defineMessage<{ done: number; total: number }>({
  id: 'learning.saveOffline.saving',
  defaultMessage: 'Saving page {done} of {total}…',
  description: 'Progress while saving the modules for offline reading',
});

export const savedMessage = defineMessage<{ pages: number; size: string }>({
  id: 'learning.saveOffline.saved',
  defaultMessage: 'Saved {pages} pages. They use {size} on this phone.',
  description: 'Done: how many pages were saved and the space they use (for example "640 KB")',
});
