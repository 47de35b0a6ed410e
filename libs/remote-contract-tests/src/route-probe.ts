import { isRouteErrorResponse, type LoaderFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { RouteServices } from '@reentry/contracts/remotes';
import { ApiError, createApiClient, createQueryClient } from '@reentry/platform';

/** A URL path that matches a pattern: `:param` filled with 1, optional segments left out, `*` empty. */
export function samplePath(pattern: string): { path: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const parts = pattern.split('/').filter(Boolean).flatMap((part) => {
    if (part.endsWith('?') || part === '*') return [];
    if (!part.startsWith(':')) return [part];
    params[part.slice(1)] = '1';
    return ['1'];
  });
  return { path: `/${parts.join('/')}`, params };
}

/** A route as the shell's router sees it once its `lazy` part is loaded. */
export async function resolveRoute(route: RouteObject): Promise<RouteObject> {
  if (typeof route.lazy !== 'function') return route;
  return { ...route, ...(await route.lazy()) } as RouteObject;
}

/**
 * Route services as the server gives them, recording every API call: a visitor (401 from
 * /api/auth/me) and an API that answers everything else 503, as when it is busy.
 */
export function recordingServices(): { services: RouteServices; calls: string[] } {
  const calls: string[] = [];
  const api = createApiClient({
    fetch: async (input) => {
      calls.push(input);
      const [status, code] = input.endsWith('/api/auth/me') ? [401, 'UNAUTHENTICATED'] : [503, 'SERVICE_UNAVAILABLE'];
      return new Response(JSON.stringify({ error: { code, message: 'test' } }), { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { services: { queryClient: createQueryClient(), api, getLocale: () => 'en' }, calls };
}

/**
 * Runs a loader as the server does, with React Router's arguments. Its outcome must be a value, a
 * Response it throws (a redirect, a 404) or the platform's ApiError; any other error (a browser global,
 * a wrong argument) is returned as a problem.
 */
export async function runLoader(loader: LoaderFunction, pattern: string): Promise<string | undefined> {
  const { path, params } = samplePath(pattern);
  const args = { request: new Request(`http://localhost${path}`), params, context: undefined } as unknown as LoaderFunctionArgs;
  try {
    await loader(args, undefined);
    return undefined;
  } catch (thrown) {
    const isData = (thrown as { type?: unknown } | null)?.type === 'DataWithResponseInit'; // data(..., { status: 404 })
    if (thrown instanceof Response || thrown instanceof ApiError || isRouteErrorResponse(thrown) || isData) return undefined;
    return `the loader of ${pattern} failed on the server with ${String(thrown)}`;
  }
}
