import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'instructor',
  contractVersion: 2,
  loadMessages,
  routes: () => [
    { path: paths.portal, element: <PlaceholderPage messages={pageMessages.portal} /> },
  ],
};

export default remote;
