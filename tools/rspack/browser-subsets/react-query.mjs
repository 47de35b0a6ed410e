// The @tanstack/react-query the browser shares: only the names the site's browser code imports
// (see react-router.mjs beside this file).
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from 'react-query-full';
