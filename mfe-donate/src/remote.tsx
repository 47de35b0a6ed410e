import type { RemoteModule } from '@reentry/contracts/remotes';
import './donate.css';
import { loadMessages } from './i18n/load-messages';
import { donateRoute } from './routes/donate-route';
import { manageRoute } from './routes/manage-route';

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'donate',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [donateRoute(services), manageRoute(services)],
};

export default remote;
