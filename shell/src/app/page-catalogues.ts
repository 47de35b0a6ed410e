import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@reentry/contracts/locale';
import type { Messages } from '@reentry/contracts/remotes';
import { messagesQueryKey, type CatalogLoaders } from '@reentry/platform';

async function readCatalogueFile(file: string): Promise<Messages> {
  const response = await fetch(file);
  if (!response.ok) throw new Error(`${file} answered ${response.status}`);
  return (await response.json()) as Messages;
}

/**
 * The texts a server-rendered page was rendered with, from the catalogue files it names (PageState.catalogues;
 * the page preloads them beside its scripts), into the query cache before hydration. A file that cannot be
 * read (offline and never kept, or a release changed it) is loaded by its catalogue's own loader instead.
 */
export async function loadPageCatalogues(
  queryClient: QueryClient,
  files: Record<string, string> | undefined,
  loaders: CatalogLoaders,
  locale: Locale,
): Promise<void> {
  await Promise.all(
    Object.entries(files ?? {}).map(async ([name, file]) => {
      const queryKey = messagesQueryKey(name, locale);
      try {
        queryClient.setQueryData(queryKey, await readCatalogueFile(file));
      } catch (error) {
        const load = loaders[name];
        if (!load) throw error;
        await queryClient.ensureQueryData({ queryKey, queryFn: () => load(locale) });
      }
    }),
  );
}
