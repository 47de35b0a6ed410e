import { redirect } from 'react-router';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadSession } from '@reentry/platform';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'admin',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [
    {
      path: paths.dashboard,
      // Spec: a visitor or a non-admin goes to the home page (the API checks the role itself too).
      loader: async () => {
        const user = await loadSession(services);
        if (!user?.isAdmin) throw redirect('/');
        return null;
      },
      element: <PlaceholderPage messages={pageMessages.dashboard} />,
    },
  ],
};

export default remote;
