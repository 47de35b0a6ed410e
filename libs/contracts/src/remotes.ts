// No zod here: the shell validates remotes.json and each remote on first load.
import type { RouteObject } from 'react-router';
import type { Locale } from './locale.js';

/** The five remotes; each is built and deployed on its own. */
export const remoteIds = ['learning', 'forms', 'donate', 'admin', 'instructor'] as const;
export type RemoteId = (typeof remoteIds)[number];

/** The spec routes each remote owns; the shell uses this to know which remote to load for a path. */
export const remoteRoutes: Record<RemoteId, readonly string[]> = {
  learning: ['/modules', '/modules/:id', '/resources', '/how-to-buy'],
  forms: ['/schedule', '/contact', '/assistance'],
  donate: ['/donate'],
  admin: ['/admin'],
  instructor: ['/instructor'],
};

/** `/remotes.json`: remote id to the URL of its `mf-manifest.json`. */
export type RemotesManifest = Record<RemoteId, string>;

export type Messages = Record<string, string>;

/**
 * The contract every remote's exposed `./remote` module implements (version 1).
 * Routes use the spec's paths with no prefix; the shell mounts them in its one router.
 */
export interface RemoteModule {
  id: RemoteId;
  contractVersion: 1;
  routes: RouteObject[];
  loadMessages(locale: Locale): Promise<Messages>;
}

/** Validates `/remotes.json`; throws an Error naming what is wrong. */
export function parseRemotesManifest(value: unknown): RemotesManifest {
  const record = (value ?? {}) as Record<string, unknown>;
  const bad = remoteIds.filter((id) => typeof record[id] !== 'string' || record[id] === '');
  if (typeof value !== 'object' || bad.length) throw new Error(`remotes.json lacks a URL for: ${bad.join(', ')}`);
  return Object.fromEntries(remoteIds.map((id) => [id, record[id]])) as RemotesManifest;
}

/** Validates what a remote exposed against RemoteModule v1 and the id the shell asked for. */
export function parseRemoteModule(value: unknown, expectedId: RemoteId): RemoteModule {
  const remote = value as Partial<RemoteModule> | null;
  const problems = [
    remote?.id !== expectedId && `id is ${String(remote?.id)}, expected ${expectedId}`,
    remote?.contractVersion !== 1 && `contractVersion is ${String(remote?.contractVersion)}, expected 1`,
    !Array.isArray(remote?.routes) && 'routes is not an array',
    typeof remote?.loadMessages !== 'function' && 'loadMessages is not a function',
  ].filter(Boolean);
  if (problems.length) throw new Error(`remote "${expectedId}" breaks RemoteModule v1: ${problems.join('; ')}`);
  return remote as RemoteModule;
}
