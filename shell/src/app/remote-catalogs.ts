import type { QueryClient } from '@tanstack/react-query';
import { atom, type createStore } from 'jotai';
import type { Locale } from '@reentry/contracts/locale';
import type { RemoteModule } from '@reentry/contracts/remotes';
import { loadPlatformMessages, messagesQueryKey, type CatalogLoaders } from '@reentry/platform';
import { loadShellMessages } from '../i18n/load-messages';

/** Message catalogues the page has: the shell's, the platform's, and one per remote loaded so far. */
export const catalogsAtom = atom<CatalogLoaders>({});

export function baseCatalogs(): CatalogLoaders {
  return { shell: loadShellMessages, platform: loadPlatformMessages };
}

/** Loads every catalogue into the query cache for a language (the server does this before rendering). */
export async function ensureCatalogs(queryClient: QueryClient, catalogs: CatalogLoaders, locale: Locale): Promise<void> {
  await Promise.all(
    Object.entries(catalogs).map(([name, load]) =>
      queryClient.ensureQueryData({ queryKey: messagesQueryKey(name, locale), queryFn: () => load(locale) }),
    ),
  );
}

export interface RemoteCatalogs {
  add(remote: RemoteModule): Promise<void>;
}

/** Adds a remote's catalogue, loading its messages for the current language before its page shows. */
export function createRemoteCatalogs(
  store: ReturnType<typeof createStore>,
  queryClient: QueryClient,
  getLocale: () => Locale,
): RemoteCatalogs {
  return {
    async add(remote) {
      // Already there (the page's own remote, registered before hydration): changing the list now would
      // re-render every text above a page React has not hydrated yet.
      if (store.get(catalogsAtom)[remote.id]) return;
      await ensureCatalogs(queryClient, { [remote.id]: remote.loadMessages }, getLocale());
      store.set(catalogsAtom, (catalogs) => ({ ...catalogs, [remote.id]: remote.loadMessages }));
    },
  };
}
