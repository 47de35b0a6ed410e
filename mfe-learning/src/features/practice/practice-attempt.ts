import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

const ATTEMPT = /^[0-9a-f]{32}$/;

function randomAttempt(): string {
  // getRandomValues works on plain-http facility networks too (randomUUID needs a secure context).
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const attemptKey = (id: string) => ['learning', 'practice', 'attempt', id] as const;

/**
 * One attempt at a scenario: a random token in the form (a hidden field), made afresh each time the page
 * is loaded. It travels with the page's data, so the server's form and the hydrated one hold the same.
 * The answer is sent with it as the Idempotency-Key: a double press, or Back and another choice, is one
 * attempt (the API keeps one answer per key).
 */
export function startAttempt(queryClient: QueryClient, id: string): void {
  queryClient.setQueryData(attemptKey(id), randomAttempt());
}

export function usePracticeAttempt(id: string): string {
  return useQuery(queryOptions({ queryKey: attemptKey(id), queryFn: randomAttempt, staleTime: Infinity })).data ?? '';
}

/** The Idempotency-Key for a posted attempt token; none for anything that is not one. */
export function attemptKeyHeader(attempt: string | null): Record<string, string> {
  return attempt && ATTEMPT.test(attempt) ? { 'Idempotency-Key': `practice-${attempt}` } : {};
}
