import { data, type LoaderFunctionArgs } from 'react-router';
import { isPreviewRequest, loadSession, mayPreview, nextStepQueryOptions, PREVIEW_HEADERS, type RouteServices } from '@reentry/platform';
import { homeContentQuery, homeDraftQuery } from './home-content.query';
import { moduleCatalogQuery } from './module-catalog.query';
import { successStoriesQuery } from './success-stories.query';

/**
 * `/`: the published mission cards and module catalogue, the testimonials and a signed-in learner's next step,
 * all in the server's HTML. None is worth failing the page for: a part that did not load says so (or shows
 * its empty state) and the browser asks again. `?preview=draft` shows an editor the cards' draft, never kept
 * by a cache (the page cache keeps no page with a query other than `lang`, nor a signed-in one).
 */
export function homeLoader(services: RouteServices) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { queryClient, api } = services;
    const locale = services.getLocale();
    const stories = queryClient.prefetchQuery(successStoriesQuery(api, locale));
    const catalog = queryClient.prefetchQuery(moduleCatalogQuery(api, locale));
    const user = await loadSession(services);
    const preview = isPreviewRequest(new URL(request.url).searchParams) && mayPreview(user);
    // A draft that would break the page (422) shows the published cards, without the banner.
    const draft = preview ? await queryClient.ensureQueryData(homeDraftQuery(api, locale)).catch(() => null) : null;
    await Promise.all([
      stories,
      catalog,
      draft === null && queryClient.prefetchQuery(homeContentQuery(api, locale)),
      user && queryClient.prefetchQuery(nextStepQueryOptions(api, locale)),
    ]);
    return preview ? data(null, { headers: PREVIEW_HEADERS }) : null;
  };
}
