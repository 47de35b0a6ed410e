import { redirect, type LoaderFunctionArgs } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { adminTabs, tabsFor } from '@reentry/contracts/admin-rules';
import type { User } from '@reentry/contracts/user';
import { ApiError, loadSession, sessionQueryKey } from '@reentry/platform';
import { readDashboardUrl } from './dashboard-url';
import { tabData } from './tab-data';
import { loadTab } from './tab-modules';

/** Where an admin who must first set up two-step sign-in is sent (the shell's account page). */
const SECURITY_PATH = '/account/security';

/**
 * `/admin`: admins, and content editors for the Content and Organisation tabs. Anyone else goes home (spec section 6; a real 302 on a first load);
 * an admin the API refuses until two-step sign-in is on goes to set it up. Otherwise the tab's data is
 * loaded; if the API fails, the page still renders and the tab offers to try again.
 */
export function dashboardLoader(services: RouteServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const user = await loadSession(services);
    const tabs = tabsFor(user);
    if (tabs.length === 0) throw redirect('/');
    // Staff pages sit behind sign-in on desktops and need their code: it loads at once, not at the first
    // touch, so no press waits for it (issue 42).
    services.runAtLoad?.();
    const { tab, params } = readDashboardUrl(new URL(request.url).searchParams, tabs);
    // A section this person may not open loads nothing: the page says they have no access.
    if (!tab) return null;
    const { needed, helpful } = tabData(services, tab, params);
    try {
      await Promise.all([loadTab(tab), ...needed, ...helpful]);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'TWO_FACTOR_ENROLMENT_REQUIRED') throw redirect(SECURITY_PATH);
      if (error instanceof ApiError && (error.status === 401 || error.status === 403)) throw redirect('/');
    }
    return null;
  };
}

/**
 * Before the browser hydrates a server-rendered dashboard (loaders do not run then), the shown tab's
 * chunk must be here, or the first render would differ from the server's HTML. Which tab depends on who
 * is signed in (a content editor sees Content and Organisation only): the session is in the page's data.
 */
export function preloadShownTab({ queryClient }: RouteServices) {
  return async (): Promise<Record<string, never>> => {
    if (typeof window === 'undefined') return {};
    const tabs = tabsFor(queryClient.getQueryData<User | null>(sessionQueryKey));
    const { tab } = readDashboardUrl(new URLSearchParams(window.location.search), tabs.length > 0 ? tabs : adminTabs);
    if (tab) await loadTab(tab);
    return {};
  };
}
