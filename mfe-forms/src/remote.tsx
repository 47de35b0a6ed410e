import type { RemoteModule } from '@reentry/contracts/remotes';
import './forms.css';
import { loadMessages } from './i18n/load-messages';
import paths from './route-paths.json';

/**
 * This remote's contract with the shell (RemoteModule v2). Each page is its own chunk: a visit downloads
 * the form it shows, not all four; each form's yup rules load on its first use (lazy-validation.ts).
 */
const remote: RemoteModule = {
  id: 'forms',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [
    { path: paths.schedule, lazy: () => import('./routes/schedule-page').then((page) => page.route(services)) },
    { path: paths.contact, lazy: () => import('./routes/contact-page').then((page) => page.route(services)) },
    { path: paths.assistance, lazy: () => import('./routes/assistance-page').then((page) => page.route(services)) },
    { path: paths.shareStory, lazy: () => import('./routes/share-story-page').then((page) => page.route(services)) },
  ],
};

export default remote;
