import { PassThrough } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type RouteObject } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate, type QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import type { User } from '@reentry/contracts/user';
import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';
import { createApiClient, createQueryClient, messagesQueryKey, sessionQueryKey, type CatalogLoaders, type RouteServices } from '@reentry/platform';
import type { PageRemote, PageState } from '../app/page-state';
import { baseCatalogs, catalogsAtom, ensureCatalogs } from '../app/remote-catalogs';
import { createShellRoutes } from '../app/shell-routes';
import { Site } from '../app/site';
import { createRemoteRouteSource } from '../remotes/remote-route-source';
import { remoteRoutes, unavailableRemoteRoutes } from '../remotes/remote-routes';
import { remoteForPath } from '../remotes/remote-for-path';
import { createCatalogueFiles } from './catalogue-files';
import { catalogueLinks, remoteAssetLinks, renderDocument, splitHoistables } from './document';
import { redirectResult } from './redirect-result';
import { webManifest } from '../pwa/web-manifest';
import { createServerRemotes } from './server-remotes';
import type { RemoteSnapshot, Renderer, RendererOptions, RenderRequest, RenderResult } from './types';

async function prerender(element: React.ReactElement): Promise<string> {
  // Waits for everything (no streamed Suspense), so the HTML holds no inline script. React would still
  // move a finished Suspense boundary past about 12.5 KB of HTML to the end of the page, with an inline
  // script to put it back (which the CSP blocks): no chunk limit keeps every boundary in place.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/** Route errors as plain data for the browser's router (route error responses keep their shape). */
function serializableErrors(errors: Record<string, unknown> | null) {
  if (!errors) return null;
  return Object.fromEntries(
    Object.entries(errors).map(([id, error]) => [
      id,
      isRouteErrorResponse(error)
        ? { status: error.status, statusText: error.statusText, internal: false, data: error.data }
        : { message: error instanceof Error ? error.message : 'Error' },
    ]),
  );
}

export function createPageRenderer({ template, fetchRemoteFile, log }: RendererOptions): Renderer {
  const remotes = createServerRemotes({ fetchRemoteFile, log });
  const catalogueFiles = createCatalogueFiles();

  /** The page's non-empty catalogues as files (name to path); their texts then stay out of the page state. */
  function fileCatalogues(queryClient: QueryClient, catalogs: CatalogLoaders, locale: Locale): Record<string, string> {
    const files: Record<string, string> = {};
    for (const name of Object.keys(catalogs)) {
      const file = catalogueFiles.fileFor(name, locale, queryClient.getQueryData<Messages>(messagesQueryKey(name, locale)) ?? {});
      if (file) files[name] = file.path;
    }
    return files;
  }

  /** A catalogue's texts now: the shell's and the platform's, or a remote's from its code. */
  async function loadCatalogue(name: string, locale: Locale, snapshots: RemoteSnapshot[]): Promise<Messages | undefined> {
    const base = baseCatalogs();
    if (Object.hasOwn(base, name)) return base[name]!(locale);
    const snapshot = snapshots.find((remote) => remote.id === name);
    return snapshot ? (await remotes.load(snapshot)).loadMessages(locale) : undefined;
  }

  async function render({ url, locale, theme, saved, kiosk = null, fetchApi, remotes: snapshots, now, saveData = false, formBody }: RenderRequest): Promise<RenderResult> {
    const api = createApiClient({ fetch: fetchApi, getLocale: () => locale });
    const queryClient = createQueryClient();
    let runAtLoad = false;
    const services: RouteServices = { queryClient, api, getLocale: () => locale, runAtLoad: () => void (runAtLoad = true) };
    const catalogs = baseCatalogs();
    const snapshot = remoteForPath(snapshots, new URL(url).pathname);
    let pageRoutes: RouteObject[] = [];
    let page: PageRemote | null = null;
    let head = '';
    if (snapshot) {
      try {
        const remote = await remotes.load(snapshot);
        const source = createRemoteRouteSource({ services, load: async () => remote });
        pageRoutes = remoteRoutes(snapshot, source);
        catalogs[remote.id] = remote.loadMessages;
        page = { id: snapshot.id, status: 'loaded', manifest: snapshot.manifest };
        head = remoteAssetLinks(snapshot);
      } catch {
        pageRoutes = unavailableRemoteRoutes(snapshot);
        page = { id: snapshot.id, status: 'unavailable' };
      }
    }

    const handler = createStaticHandler(createShellRoutes(services, pageRoutes));
    const request =
      formBody === undefined
        ? new Request(url)
        : new Request(url, { method: 'POST', body: formBody, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    const context = await handler.query(request);
    if (context instanceof Response) {
      const redirect = redirectResult(context);
      if (redirect) return redirect;
      throw new Error(`a loader answered ${context.status} without a redirect`);
    }
    if (formBody !== undefined && context.statusCode === 405) return { type: 'no-action' };
    await ensureCatalogs(queryClient, catalogs, locale);
    if (page?.status === 'loaded' && runAtLoad) page.runAtLoad = true;
    const store = createStore();
    store.set(catalogsAtom, catalogs);
    const platform = { api, toast: () => {} };
    const markup = await prerender(
      <Site store={store} platform={platform} queryClient={queryClient} preferences={{ locale, theme, saveData, kiosk }} renderedAt={now}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </Site>,
    );
    const catalogues = fileCatalogues(queryClient, catalogs, locale);
    const filed = new Set(Object.keys(catalogues).map((name) => JSON.stringify(messagesQueryKey(name, locale))));
    const state: PageState = {
      locale,
      theme,
      saved,
      saveData,
      kiosk,
      renderedAt: now,
      remotes: snapshots.map(({ id, manifestUrl, version, paths }) => ({ id, manifestUrl, version, paths })),
      page,
      catalogues,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) && !filed.has(JSON.stringify(query.queryKey)) }),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: serializableErrors(context.errors) },
    };
    const parts = splitHoistables(markup);
    const headers: Record<string, string> = {};
    for (const response of Object.values(context.loaderHeaders)) response.forEach((value, name) => (headers[name] = value));
    return {
      type: 'page',
      status: context.statusCode,
      html: renderDocument(template, { locale, theme, head: catalogueLinks(catalogues) + parts.head + head, body: parts.body, state }),
      headers,
      signedIn: queryClient.getQueryData<User | null>(sessionQueryKey) != null,
    };
  }

  return {
    render,
    webManifest,
    catalogueFile: (path, snapshots) => catalogueFiles.read(path, (name, locale) => loadCatalogue(name, locale, snapshots)),
  };
}
