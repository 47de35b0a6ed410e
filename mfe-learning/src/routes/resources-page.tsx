import { useIntl } from 'react-intl';
import { data, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { DocumentPending, DraftBanner, loadStudioDocument } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import { CouragePanel } from '../features/resources/courage-panel';
import { FinancePanel } from '../features/resources/finance-panel';
import { ProgramsPanel } from '../features/resources/programs-panel';
import { resourcesQueries, useResources } from '../features/resources/resources.query';
import { resourcesMessages as m } from '../features/resources/resources.messages';
import { BackLink } from '../shared/back-link';
import { sharedMessages } from '../shared/shared.messages';
import { UrlTabs } from '../shared/url-tabs';
import { pageMessages, routeMessages } from './page.messages';

const TABS = ['finance', 'courage', 'programs'] as const;
type Tab = (typeof TABS)[number];

function ResourcesPage() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const { data, isDraft, ...state } = useResources();
  const tab: Tab = TABS.find((name) => name === search.get('tab')) ?? 'finance';
  return (
    <div className="learning-page learning-printable">
      <BackLink to="/" message={sharedMessages.backHome} />
      <PageIntro messages={pageMessages.resources} />
      <DraftBanner shown={isDraft} />
      <UrlTabs label={intl.formatMessage(m.tabsLabel)} selected={tab} tabs={TABS.map((id) => ({ id, label: intl.formatMessage(m[id]) }))}>
        {!data ? (
          <DocumentPending state={state} loading={routeMessages.loading} failed={routeMessages.loadFailed} />
        ) : tab === 'courage' ? (
          <CouragePanel courage={data.courage} />
        ) : tab === 'programs' ? (
          <ProgramsPanel programs={data.programs} />
        ) : (
          <FinancePanel finance={data.finance} />
        )}
      </UrlTabs>
    </div>
  );
}

/**
 * `/resources`: Finance, Courage and Programs, each tab a real link (`?tab=courage`), from the published
 * `resources` document (an editor's draft in a preview), in the server's HTML. An API that cannot answer now
 * (503) leaves the page up, saying it is loading.
 */
export function route(services: RouteServices) {
  return {
    loader: async ({ request }: LoaderFunctionArgs) => {
      const { headers } = await loadStudioDocument(services, request, resourcesQueries(services.api, services.getLocale()));
      return data(null, { headers });
    },
    Component: ResourcesPage,
  };
}
