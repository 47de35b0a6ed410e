import type { QueryClient } from '@tanstack/react-query';
import { atom, type createStore } from 'jotai';
import { messagesQueryKey, storedLocale, type CatalogLoaders } from '@reentry/platform';
import type { RemoteModule } from '@reentry/contracts/remotes';

/** Message catalogues the site has: the shell's own plus one per remote loaded so far. */
export const catalogsAtom = atom<CatalogLoaders>({});

export interface RemoteCatalogs {
  add(remote: RemoteModule): Promise<void>;
}

/** Adds a remote's catalogue, loading its messages for the current language before its page shows. */
export function createRemoteCatalogs(
  store: ReturnType<typeof createStore>,
  queryClient: QueryClient,
): RemoteCatalogs {
  return {
    async add(remote) {
      const locale = storedLocale();
      await queryClient.ensureQueryData({
        queryKey: messagesQueryKey(remote.id, locale),
        queryFn: () => remote.loadMessages(locale),
      });
      store.set(catalogsAtom, (catalogs) => ({ ...catalogs, [remote.id]: remote.loadMessages }));
    },
  };
}
