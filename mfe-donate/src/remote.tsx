import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';

/** This remote's contract with the shell (RemoteModule v1). */
const remote: RemoteModule = {
  id: 'donate',
  contractVersion: 1,
  loadMessages,
  routes: [
    { path: '/donate', element: <PlaceholderPage messages={pageMessages.donate} /> },
  ],
};

export default remote;
