import { redirect } from 'react-router';
import { MODULE_IDS } from '@reentry/contracts/constants';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { pageMessages } from './pages/page.messages';
import { PlaceholderPage } from './pages/placeholder-page';
import paths from './route-paths.json';

/** Spec: a module id below 1, above 6 or not a number goes to the home page. */
function isModuleId(value: string | undefined): boolean {
  return MODULE_IDS.some((id) => String(id) === value);
}

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'learning',
  contractVersion: 2,
  loadMessages,
  routes: () => [
    { path: paths.modules, element: <PlaceholderPage messages={pageMessages.modules} /> },
    {
      path: paths.module,
      loader: ({ params }) => {
        if (!isModuleId(params.id)) throw redirect('/');
        return null;
      },
      element: <PlaceholderPage messages={pageMessages.module} />,
    },
    { path: paths.resources, element: <PlaceholderPage messages={pageMessages.resources} /> },
    { path: paths.howToBuy, element: <PlaceholderPage messages={pageMessages.howToBuy} /> },
  ],
};

export default remote;
