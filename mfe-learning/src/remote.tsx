import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';

/** This remote's contract with the shell (RemoteModule v1). */
const remote: RemoteModule = {
  id: 'learning',
  contractVersion: 1,
  loadMessages,
  routes: [
    { path: '/modules', element: <PlaceholderPage messages={pageMessages.modules} /> },
    { path: '/modules/:id', element: <PlaceholderPage messages={pageMessages.module} /> },
    { path: '/resources', element: <PlaceholderPage messages={pageMessages.resources} /> },
    { path: '/how-to-buy', element: <PlaceholderPage messages={pageMessages.howToBuy} /> },
  ],
};

export default remote;
