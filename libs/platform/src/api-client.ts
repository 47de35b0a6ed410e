import { readErrorEnvelope } from '@reentry/contracts/error-envelope';
import type { ErrorCode } from '@reentry/contracts/errors';
import { storedLocale } from './preferences.js';

/**
 * A non-OK API answer. `message` follows the spec's rule: `status: body text`
 * (or the status text when the body is empty); `code` and `userMessage` come from the
 * error envelope when the API sent one.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  private get envelope() {
    return readErrorEnvelope(this.body);
  }

  get code(): ErrorCode | undefined {
    return this.envelope?.code;
  }

  /** The API's own message for a 4xx, safe to show to a user. */
  get userMessage(): string | undefined {
    return this.status < 500 ? this.envelope?.message : undefined;
  }
}

export interface RequestOptions {
  /** Answer `null` instead of failing when the API says 401 (used for "who am I"). */
  on401?: 'null' | 'throw';
  signal?: AbortSignal;
  /** Extra request headers, e.g. `Idempotency-Key` on a form submission. */
  headers?: Record<string, string>;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The one HTTP client of the site: credentials, JSON, and the CSRF header the API requires. */
export function createApiClient(baseUrl = '', fetchImpl: FetchLike = (...args) => fetch(...args)): ApiClient {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    const response = await fetchImpl(baseUrl + path, {
      method,
      credentials: 'include',
      cache: 'no-cache',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        // The API words its 4xx messages in the visitor's language.
        'Accept-Language': storedLocale(),
        'X-Requested-With': 'fetch',
        ...(method === 'GET' ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
    if (response.status === 401 && options.on401 === 'null') return null as T;
    const text = await response.text();
    if (!response.ok) throw new ApiError(response.status, text, response.statusText);
    return (text ? JSON.parse(text) : null) as T;
  }
  return {
    get: (path, options) => request('GET', path, undefined, options),
    post: (path, body, options) => request('POST', path, body, options),
  };
}
