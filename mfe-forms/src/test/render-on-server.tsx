import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import { createMockPlatform, createQueryClient, messagesQueryKey, PlatformProvider, type FetchLike } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';

/**
 * Renders a path as the shell's server does (static handler, loaders, full prerender, dehydrated cache),
 * with no browser at all: `data` is the page state a browser would receive.
 */
export async function pageOnServer(url: string, { fetch, locale = 'en' }: { fetch: FetchLike; locale?: Locale }) {
  const platform = createMockPlatform({ user: null, fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const routes = remote.routes({ queryClient, api: platform.api, getLocale: () => locale });
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`expected a page, got ${context.status}`);
  await queryClient.ensureQueryData({ queryKey: messagesQueryKey('forms', locale), queryFn: () => loadMessages(locale) });
  const { prelude } = await prerenderToNodeStream(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={{ forms: loadMessages }} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return { html: Buffer.concat(chunks).toString('utf8'), data: JSON.stringify(dehydrate(queryClient)) };
}
