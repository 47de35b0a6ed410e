import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { adminTabs, tabsFor, type AdminTab } from '@reentry/contracts/admin-rules';
import { useLocale, useSession } from '@reentry/platform';
import { PageIntro } from '@reentry/ui';
import type { ListParams } from '../shared/list-params';
import { dashboardHref } from '../shared/list-params';
import { AdminTabs, TAB_PANEL_ID, tabId } from './admin-tabs';
import { readDashboardUrl } from './dashboard-url';
import { loadedTab, loadTab } from './tab-modules';
import { dashboardMessages, noAccessMessages, tabMessages } from './dashboard.messages';
import { studioPageMessages } from '../features/content/content.messages';

/** The tab's component: its chunk came with the route (loader on the server and on navigation, `lazy` before hydration). */
function TabContent({ tab, params }: { tab: AdminTab; params: ListParams }): ReactNode {
  const [Tab, setTab] = useState(() => loadedTab(tab));
  useEffect(() => {
    if (!Tab) void loadTab(tab).then((component) => setTab(() => component));
  }, [Tab, tab]);
  return Tab ? <Tab params={params} /> : <DashboardLoading />;
}

/** The tabs of the signed-in person (all for an admin; Content and Organisation for a content editor). */
function useShownTabs(): readonly AdminTab[] {
  const { user } = useSession();
  const tabs = tabsFor(user);
  return tabs.length > 0 ? tabs : adminTabs;
}

/** `/admin`: the dashboard. Which tab, search, filters, sort and page are all in the URL. */
export function DashboardPage() {
  const { locale } = useLocale();
  const [search] = useSearchParams();
  const { user } = useSession();
  const tabs = useShownTabs();
  const { tab, params } = readDashboardUrl(search, tabs);
  // A content editor's page is the content studio (issue 39, 2.5); an admin's is the dashboard.
  const studioOnly = user?.isAdmin === false && user.isContentEditor === true;
  return (
    <div lang={locale} className="admin-page">
      <PageIntro messages={studioOnly ? studioPageMessages : dashboardMessages} />
      <AdminTabs tabs={tabs} current={tab} />
      {tab ? (
        <div role="tabpanel" id={TAB_PANEL_ID} aria-labelledby={tabId(tab)} className="admin-panel" tabIndex={0}>
          {/* Each tab starts fresh: its dialogs and inputs belong to that tab and that URL's list. */}
          <TabContent key={`${tab}?${search.toString()}`} tab={tab} params={params} />
        </div>
      ) : (
        <NoAccess first={tabs[0]} />
      )}
    </div>
  );
}

/** A section of the dashboard this person's role cannot use (a content editor at `?tab=donations`): said, not hidden. */
function NoAccess({ first }: { first: AdminTab | undefined }) {
  const intl = useIntl();
  return (
    <section className="admin-panel admin-no-access" aria-labelledby="admin-no-access">
      <h2 id="admin-no-access">
        <FormattedMessage {...noAccessMessages.title} />
      </h2>
      <p>
        <FormattedMessage {...noAccessMessages.body} />
      </p>
      {first && (
        <p>
          <Link to={dashboardHref(first)}>
            <FormattedMessage {...noAccessMessages.goTo} values={{ section: intl.formatMessage(tabMessages[first]) }} />
          </Link>
        </p>
      )}
    </section>
  );
}

/** While the browser checks who is signed in (a page that was not rendered on the server). */
export function DashboardLoading() {
  return (
    <p className="admin-loading" role="status">
      <FormattedMessage {...dashboardMessages.loading} />
    </p>
  );
}
