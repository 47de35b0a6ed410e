// Types only: the platform implements this client; remotes' loaders receive it (RouteServices).
export interface RequestOptions {
  /** Answer `null` instead of failing when the API says 401 (used for "who am I"). */
  on401?: 'null' | 'throw';
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key`. */
  headers?: Record<string, string>;
}

/** The one HTTP client of the site: credentials, JSON, the CSRF header, and the spec's error rule. */
export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  /** Replaces a resource the caller owns (e.g. `PUT /api/money-plan`). */
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}
