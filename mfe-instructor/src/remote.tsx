import './instructor.css';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadMessages } from './i18n/load-messages';
import { HandoutPage } from './routes/handout-page';
import { handoutLoader, portalLoader } from './routes/portal-loaders';
import { PortalPage } from './routes/portal-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2): the instructor portal and its printable handout. */
const remote: RemoteModule = {
  id: 'instructor',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [
    { path: paths.portal, loader: portalLoader(services), element: <PortalPage /> },
    { path: paths.handout, loader: handoutLoader(services), element: <HandoutPage /> },
  ],
};

export default remote;
