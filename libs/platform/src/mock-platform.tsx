import type { Locale } from '@reentry/contracts/locale';
import type { User } from '@reentry/contracts/user';
import { createApiClient, type FetchLike } from './api-client.js';
import type { Platform, ToastInput } from './platform-context.js';

export interface MockPlatformOptions {
  /**
   * The signed-in user to pretend (`null` = anonymous). Leave undefined to ask the
   * real API, which is what a standalone remote does when one is running.
   */
  user?: User | null;
  /** Where toasts go; by default they are kept in `toasts`. */
  onToast?: (toast: ToastInput) => void;
  fetch?: FetchLike;
  /** The language API calls ask for (default English). */
  getLocale?: () => Locale;
}

export interface MockPlatform extends Platform {
  toasts: ToastInput[];
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A stand-in host for standalone runs and tests: fixed session, recorded toasts. */
export function createMockPlatform(options: MockPlatformOptions = {}): MockPlatform {
  const realFetch: FetchLike = options.fetch ?? ((...args) => fetch(...args));
  const mockFetch: FetchLike = async (input, init) => {
    if (options.user !== undefined && input.endsWith('/api/auth/me')) {
      return options.user
        ? json(200, options.user)
        : json(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } });
    }
    return realFetch(input, init);
  };
  const toasts: ToastInput[] = [];
  return {
    api: createApiClient({ fetch: mockFetch, getLocale: options.getLocale }),
    toasts,
    toast(input) {
      toasts.push(input);
      options.onToast?.(input);
    },
  };
}
