import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import { createMockPlatform, createQueryClient, messagesQueryKey, PlatformProvider, type FetchLike } from '@reentry/platform';
import remote from '../remote';

export type ServerResult = { type: 'redirect'; location: string } | { type: 'page'; html: string; status: number };

/** The server's path for a page: the remote's routes, their loaders, then React's HTML (no browser globals). */
export async function renderServer(url: string, { fetch, locale = 'en' }: { fetch: FetchLike; locale?: Locale }): Promise<ServerResult> {
  const platform = createMockPlatform({ fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const routes = remote.routes({ queryClient, api: platform.api, getLocale: () => locale });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) return { type: 'redirect', location: context.headers.get('Location') ?? '' };
  const messages = await remote.loadMessages(locale);
  // As the shell's server does: the page's messages are in the cache before it renders.
  queryClient.setQueryData(messagesQueryKey('admin', locale), messages);
  const html = renderToString(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ admin: async () => messages }} preferences={{ locale, theme: 'light', saved: { locale: true, theme: true } }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  return { type: 'page', html, status: context.statusCode };
}
