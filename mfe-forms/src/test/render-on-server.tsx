import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, loadPlatformMessages, messagesQueryKey, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';

/**
 * Renders a path as the shell's server does (static handler, loaders, full prerender, dehydrated cache),
 * with no browser at all: `data` is the page state a browser would receive, `headers` the loaders' answer
 * headers. A visitor unless `user` says who is signed in.
 */
export async function pageOnServer(url: string, { fetch, locale = 'en', user = null }: { fetch: FetchLike; locale?: Locale; user?: User | null }) {
  const platform = createMockPlatform({ user, fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const routes = remote.routes({ queryClient, api: platform.api, getLocale: () => locale });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`expected a page, got ${context.status}`);
  const catalogs = { forms: loadMessages, platform: loadPlatformMessages };
  await Promise.all(Object.entries(catalogs).map(([name, load]) => queryClient.ensureQueryData({ queryKey: messagesQueryKey(name, locale), queryFn: () => load(locale) })));
  const { prelude } = await prerenderToNodeStream(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={catalogs} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  const headers = Object.fromEntries(Object.values(context.loaderHeaders).flatMap((response) => [...response.entries()]));
  return { html: Buffer.concat(chunks).toString('utf8'), data: JSON.stringify(dehydrate(queryClient)), headers };
}
