import type { ApiClient, RequestOptions } from '@reentry/contracts/api-client';
import { readErrorEnvelope } from '@reentry/contracts/error-envelope';
import type { ErrorCode } from '@reentry/contracts/errors';
import { DEFAULT_LOCALE, type Locale } from '@reentry/contracts/locale';

export type { ApiClient, RequestOptions };

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

  /** Field name to message, when the API named the fields that failed validation. */
  get fields(): Record<string, string> | undefined {
    return this.status < 500 ? this.envelope?.fields : undefined;
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: FetchLike;
  /** The visitor's language, read at each call: the API words its 4xx messages in it. */
  getLocale?: () => Locale;
}

/** The one HTTP client of the site: credentials, JSON, and the CSRF header the API requires. */
export function createApiClient({
  baseUrl = '',
  fetch: fetchImpl = (...args) => fetch(...args),
  getLocale = () => DEFAULT_LOCALE,
}: ApiClientOptions = {}): ApiClient {
  async function request<T>(method: string, path: string, body: unknown, options: RequestOptions = {}) {
    const response = await fetchImpl(baseUrl + path, {
      method,
      credentials: 'include',
      cache: 'no-cache',
      signal: options.signal,
      headers: {
        Accept: 'application/json',
        'Accept-Language': getLocale(),
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
    put: (path, body, options) => request('PUT', path, body, options),
  };
}
