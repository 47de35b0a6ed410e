import type { RemoteModule } from '@reentry/contracts/remotes';
import './learning.css';
import './money-plan.css';
import { loadMessages } from './i18n/load-messages';
import paths from './route-paths.json';
import { loadModulePage } from './routes/load-module-page';
import { loadPracticeListPage, loadPracticePage, loadPracticePrintPage } from './routes/load-practice-pages';

/**
 * This remote's contract with the shell (RemoteModule v2). Each page, with its loader, is its own
 * chunk: a visit downloads the code of the page it shows, not of all of them.
 */
const remote: RemoteModule = {
  id: 'learning',
  contractVersion: 2,
  loadMessages,
  routes: (services) => [
    { path: paths.modules, lazy: () => import('./routes/modules-page').then((page) => page.route(services)) },
    { path: paths.module, lazy: () => loadModulePage().then((page) => page.route(services)) },
    { path: paths.resources, lazy: () => import('./routes/resources-page').then((page) => page.route(services)) },
    { path: paths.howToBuy, lazy: () => import('./routes/how-to-buy-page').then((page) => page.route(services)) },
    { path: paths.certificates, lazy: () => import('./routes/certificates-page').then((page) => page.route(services)) },
    { path: paths.verifyCertificate, lazy: () => import('./routes/verify-page').then((page) => page.route(services)) },
    { path: paths.verifyCertificateCode, lazy: () => import('./routes/verify-page').then((page) => page.route(services)) },
    { path: paths.practice, lazy: () => loadPracticeListPage().then((page) => page.route(services)) },
    { path: paths.practicePrint, lazy: () => loadPracticePrintPage().then((page) => page.route(services)) },
    { path: paths.practiceScenario, lazy: () => loadPracticePage().then((page) => page.route(services)) },
    { path: paths.moneyPlan, lazy: () => import('./routes/money-plan-page').then((page) => page.route(services)) },
    { path: paths.moneyPlanLetter, lazy: () => import('./routes/money-plan-letter-page').then((page) => page.route(services)) },
  ],
};

export default remote;
