import type { QueryClient } from '@tanstack/react-query';
import { isAttemptId, startAttemptId, useAttemptId } from '../../shared/attempt-id';

const attemptKey = (id: string) => ['learning', 'practice', 'attempt', id] as const;

/**
 * One attempt at a scenario: a random token in the form (a hidden field), made afresh each time the page
 * is loaded. It travels with the page's data, so the server's form and the hydrated one hold the same.
 * The answer is sent with it as the Idempotency-Key: a double press, or Back and another choice, is one
 * attempt (the API keeps one answer per key).
 */
export function startAttempt(queryClient: QueryClient, id: string): void {
  startAttemptId(queryClient, attemptKey(id));
}

export function usePracticeAttempt(id: string): string {
  return useAttemptId(attemptKey(id));
}

/** The Idempotency-Key for a posted attempt token; none for anything that is not one. */
export function attemptKeyHeader(attempt: string | null): Record<string, string> {
  return attempt && isAttemptId(attempt) ? { 'Idempotency-Key': `practice-${attempt}` } : {};
}
