// No zod here: the browser validates what the server hands it on first load.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { ApiClient } from './api-client.js';
import type { Locale } from './locale.js';

/** The RemoteModule contract version the shell speaks. A remote built for another is refused. */
export const REMOTE_CONTRACT_VERSION = 2;

export type Messages = Record<string, string>;

/**
 * What a host gives a remote's routes: on the server, one request's query cache, API client (in
 * process, with that request's session) and language; in the browser, the page's. Loaders use
 * them to ensure the queries their page reads, so data comes with the HTML.
 */
export interface RouteServices {
  queryClient: QueryClient;
  api: ApiClient;
  getLocale(): Locale;
  /**
   * On the server, a loader calls this when its page must start its code as soon as it loads rather than
   * at the visitor's first touch (a page finishing something begun elsewhere: the donation a bank sent
   * the visitor back from), or whose controls need script (staff pages, a donor's own gifts): nothing
   * holds a press made before the code (issue 42). A host without dormant pages need not offer it.
   */
  runAtLoad?(): void;
}

/**
 * The contract every remote's exposed `./remote` module implements (version 2).
 * `routes` builds React Router route objects with the spec's paths (no prefix), each with the
 * loader that fetches its data; it may run once per request on the server, so it keeps no state.
 */
export interface RemoteModule {
  id: string;
  contractVersion: typeof REMOTE_CONTRACT_VERSION;
  routes(services: RouteServices): RouteObject[];
  loadMessages(locale: Locale): Promise<Messages>;
}

/** One remote as the server composes it from configuration and the remote's own manifest. */
export interface RemoteDescriptor {
  id: string;
  /** Where the remote's `mf-manifest.json` is (absolute, or relative to the site). */
  manifestUrl: string;
  /** Changes whenever the remote is redeployed (a hash of its manifest). */
  version: string;
  /** The route patterns the remote owns, as it published them with its build. */
  paths: string[];
}

/** `/remotes.json`, and the same map inside every server-rendered page. */
export interface RemotesMap {
  remotes: RemoteDescriptor[];
}

const REMOTE_ID = /^[a-z][a-z0-9_]{0,39}$/;

/** Validates a remotes map; throws an Error naming what is wrong. */
export function parseRemotesMap(value: unknown): RemotesMap {
  const list = (value as Partial<RemotesMap> | null)?.remotes;
  if (!Array.isArray(list)) throw new Error('remotes map lacks a "remotes" list');
  const remotes = list.map((item: Partial<RemoteDescriptor> | null, index) => {
    const ok =
      typeof item?.id === 'string' &&
      REMOTE_ID.test(item.id) &&
      typeof item.manifestUrl === 'string' &&
      item.manifestUrl !== '' &&
      typeof item.version === 'string' &&
      Array.isArray(item.paths) &&
      item.paths.every((path) => typeof path === 'string' && path.startsWith('/'));
    if (!ok) throw new Error(`remotes map entry ${index} is not { id, manifestUrl, version, paths }`);
    return { id: item!.id!, manifestUrl: item!.manifestUrl!, version: item!.version!, paths: [...item!.paths!] };
  });
  return { remotes };
}

/** Validates what a remote exposed against RemoteModule v2 and the id the shell asked for. */
export function parseRemoteModule(value: unknown, expectedId: string): RemoteModule {
  const remote = value as Partial<RemoteModule> | null;
  const problems = [
    remote?.id !== expectedId && `id is ${String(remote?.id)}, expected ${expectedId}`,
    remote?.contractVersion !== REMOTE_CONTRACT_VERSION &&
      `contractVersion is ${String(remote?.contractVersion)}, expected ${REMOTE_CONTRACT_VERSION}`,
    typeof remote?.routes !== 'function' && 'routes is not a function',
    typeof remote?.loadMessages !== 'function' && 'loadMessages is not a function',
  ].filter(Boolean);
  if (problems.length) {
    throw new Error(`remote "${expectedId}" breaks RemoteModule v${REMOTE_CONTRACT_VERSION}: ${problems.join('; ')}`);
  }
  return remote as RemoteModule;
}
