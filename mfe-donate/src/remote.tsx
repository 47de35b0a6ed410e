import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'donate',
  contractVersion: 2,
  loadMessages,
  routes: () => [
    { path: paths.donate, element: <PlaceholderPage messages={pageMessages.donate} /> },
  ],
};

export default remote;
