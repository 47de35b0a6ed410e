import { data } from 'react-router';
import { MODULE_CATALOG_KEY } from '@reentry/contracts/content-reads';
import { CONTENT_VERSION_HEADER } from '@reentry/contracts/offline';
import type { RouteServices } from '@reentry/contracts/remotes';
import { contentVersionValue, NextStepCard, nextStepQueryOptions, moduleCatalogQuery, useModuleCatalog } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { CertificatesLink } from '../features/certificates/certificates-link';
import { ModuleCardList } from '../features/module-cards/module-card-list';
import { ProgressSummary } from '../features/module-cards/progress-summary';
import { ResourcesCard } from '../features/module-cards/resources-card';
import { SaveOfflineCard } from '../features/save-offline/save-offline-card';
import { BackLink } from '../shared/back-link';
import { loadUser, useProgress } from '../shared/session-progress';
import { sharedMessages } from '../shared/shared.messages';
import { loadModulePage } from './load-module-page';
import { loadPracticeListPage, loadPracticePage, loadPracticePrintPage } from './load-practice-pages';
import { pageMessages } from './page.messages';

/**
 * The code of every page "Save for offline" keeps (the module page, the practice list and its handout), and of
 * a practice message's page, which the list opens offline from that code and the scenarios it keeps.
 */
const loadSavedPageCode = () => Promise.all([loadModulePage(), loadPracticeListPage(), loadPracticePrintPage(), loadPracticePage()]);

function ModulesPage() {
  const { data: modules = [] } = useModuleCatalog();
  const progress = useProgress();
  return (
    <div className="learning-page">
      <BackLink to="/" message={sharedMessages.backHome} />
      <PageIntro messages={pageMessages.modules} />
      <NextStepCard />
      <ProgressSummary progress={progress} returnTo="/modules" />
      <CertificatesLink progress={progress} />
      <ModuleCardList modules={modules} progress={progress} />
      <SaveOfflineCard progress={progress} loadPageCode={loadSavedPageCode} />
      <ResourcesCard />
    </div>
  );
}

/**
 * `/modules`: the six module cards in this learner's states, the progress summary and the resources card. The
 * cards' `Content-Version` (`module-catalog@4`) lets a learner's kept copy follow a title fixed in the studio.
 */
export function route(services: RouteServices) {
  return {
    loader: async () => {
      const { queryClient, api } = services;
      const catalog = moduleCatalogQuery(api, services.getLocale());
      const [user] = await Promise.all([loadUser(services), queryClient.prefetchQuery(catalog)]);
      if (user) await queryClient.prefetchQuery(nextStepQueryOptions(api, services.getLocale()));
      const version = contentVersionValue(MODULE_CATALOG_KEY, queryClient.getQueryData(catalog.queryKey));
      return data(null, { headers: version ? { [CONTENT_VERSION_HEADER]: version } : {} });
    },
    Component: ModulesPage,
  };
}
