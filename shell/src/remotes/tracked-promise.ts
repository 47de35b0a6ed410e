// Promises React's `use()` reads without suspending once they have settled: React looks for `status`
// and `value` (or `reason`) on a thenable, so a page whose code is here renders at once.

/** A promise that says whether it has settled, and with what. */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** A promise already fulfilled with `value`, as `use()` sees it. */
export function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

/** Records on `promise` how it settles (the moment it does), unless something records it already. */
export function markWhenSettled<T>(promise: TrackedPromise<T>): void {
  if (promise.status) return;
  promise.status = 'pending';
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
}
