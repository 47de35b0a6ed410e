/** Shared between server.ts (which flips it on SIGTERM) and the app (readiness, connection reuse). */
export interface Lifecycle {
  shuttingDown: boolean;
}

export function createLifecycle(): Lifecycle {
  return { shuttingDown: false };
}
