import type { RemoteModule } from '@reentry/contracts/remotes';
import './admin.css';
import { loadMessages } from './i18n/load-messages';
import { dashboardLoader, preloadShownTab } from './routes/dashboard-loader';
import { DashboardLoading, DashboardPage } from './routes/dashboard-page';
import paths from './route-paths.json';

/** This remote's contract with the shell (RemoteModule v2). */
const remote: RemoteModule = {
  id: 'admin',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [
    {
      path: paths.dashboard,
      // Admins, and content editors for the content tab: the loader sends anyone else home (the API checks the role on every call too).
      loader: dashboardLoader(services),
      lazy: preloadShownTab(services),
      HydrateFallback: DashboardLoading,
      element: <DashboardPage />,
    },
  ],
};

export default remote;
