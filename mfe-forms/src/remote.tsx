import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';

/** This remote's contract with the shell (RemoteModule v1). */
const remote: RemoteModule = {
  id: 'forms',
  contractVersion: 1,
  loadMessages,
  routes: [
    { path: '/schedule', element: <PlaceholderPage messages={pageMessages.schedule} /> },
    { path: '/contact', element: <PlaceholderPage messages={pageMessages.contact} /> },
    { path: '/assistance', element: <PlaceholderPage messages={pageMessages.assistance} /> },
  ],
};

export default remote;
