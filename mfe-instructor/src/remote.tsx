import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';

/** This remote's contract with the shell (RemoteModule v1). */
const remote: RemoteModule = {
  id: 'instructor',
  contractVersion: 1,
  loadMessages,
  routes: [
    { path: '/instructor', element: <PlaceholderPage messages={pageMessages.portal} /> },
  ],
};

export default remote;
