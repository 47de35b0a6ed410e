import { data, type LoaderFunctionArgs } from 'react-router';
import { loadSession, loadStudioDocument, nextStepQueryOptions, type RouteServices, moduleCatalogQuery } from '@reentry/platform';
import { homeContentQueries } from './home-content.query';
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
    const nextStep = loadSession(services).then((user) => user && queryClient.prefetchQuery(nextStepQueryOptions(api, locale)));
    const [cards] = await Promise.all([loadStudioDocument(services, request, homeContentQueries(api, locale)), stories, catalog, nextStep]);
    return Object.keys(cards.headers).length > 0 ? data(null, { headers: cards.headers }) : null;
  };
}
