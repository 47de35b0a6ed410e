import { PassThrough } from 'node:stream';
import { dehydrate } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Locale } from '@reentry/contracts/locale';
import type { User } from '@reentry/contracts/user';
import { createMockPlatform, createQueryClient, loadPlatformMessages, messagesQueryKey, PlatformProvider } from '@reentry/platform';
import { loadMessages } from '../i18n/load-messages';
import remote from '../remote';
import { fakeApi, type Answer } from './fake-api';

export type ServerResult = { type: 'redirect'; status: number; location: string } | { type: 'page'; status: number; html: string; data: string; headers: Record<string, string> };

/**
 * Renders a path as the shell's server does (static handler, loaders, full prerender, dehydrated cache),
 * with no browser at all: `data` is the page state a browser would receive.
 */
export async function renderOnServer(
  url: string,
  { user = null, locale = 'en', answers = {} }: { user?: User | null; locale?: Locale; answers?: Record<string, Answer> } = {},
): Promise<ServerResult> {
  const { fetch } = fakeApi(answers);
  const platform = createMockPlatform({ user, fetch, getLocale: () => locale });
  const queryClient = createQueryClient();
  const routes = remote.routes({ queryClient, api: platform.api, getLocale: () => locale });
  const handler = createStaticHandler([...routes, { path: '/', element: <p>home</p> }]);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) return { type: 'redirect', status: context.status, location: context.headers.get('Location') ?? '' };
  const catalogs = { learning: loadMessages, platform: loadPlatformMessages };
  await Promise.all(Object.entries(catalogs).map(([name, load]) => queryClient.ensureQueryData({ queryKey: messagesQueryKey(name, locale), queryFn: () => load(locale) })));
  const { prelude } = await prerenderToNodeStream(
    <PlatformProvider platform={platform} queryClient={queryClient} catalogs={catalogs} preferences={{ locale, theme: 'light' }}>
      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
    </PlatformProvider>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  const headers = Object.fromEntries(Object.values(context.loaderHeaders).flatMap((response) => [...response.entries()]));
  return { type: 'page', status: context.statusCode, html: Buffer.concat(chunks).toString('utf8'), data: JSON.stringify(dehydrate(queryClient)), headers };
}

/** A page's HTML (fails the test on a redirect). */
export async function pageOnServer(...args: Parameters<typeof renderOnServer>) {
  const result = await renderOnServer(...args);
  if (result.type !== 'page') throw new Error(`expected a page, got a redirect to ${result.location}`);
  return result;
}
