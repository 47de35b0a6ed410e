import { queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';

// One try at a quiz or a practice message: a random id in the page's form, made by the route's loader each
// time the page loads. It travels with the page's data, so the server's form and the hydrated one hold the
// same; sent with the answers, it makes their Idempotency-Key (a double post is one try, a new try another).

const ATTEMPT_ID = /^[0-9a-f]{32}$/;

export const isAttemptId = (text: string) => ATTEMPT_ID.test(text);

function randomAttemptId(): string {
  // getRandomValues works on plain-http facility networks too (randomUUID needs a secure context).
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** In the loader: a new id under `key`. */
export function startAttemptId(queryClient: QueryClient, key: QueryKey): void {
  queryClient.setQueryData(key, randomAttemptId());
}

/** In the page: the id the loader made (or a new one where no loader ran). */
export function useAttemptId(key: QueryKey): string {
  return useQuery(queryOptions({ queryKey: key, queryFn: randomAttemptId, staleTime: Infinity })).data ?? '';
}
