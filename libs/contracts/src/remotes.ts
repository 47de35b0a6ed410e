import { z } from 'zod';
import type { RouteObject } from 'react-router';
import type { Locale } from './locale.js';

/** The five remotes; each is built and deployed on its own. */
export const remoteIds = ['learning', 'forms', 'donate', 'admin', 'instructor'] as const;
export const remoteIdSchema = z.enum(remoteIds);
export type RemoteId = z.infer<typeof remoteIdSchema>;

/** The spec routes each remote owns; the shell uses this to know which remote to load for a path. */
export const remoteRoutes: Record<RemoteId, readonly string[]> = {
  learning: ['/modules', '/modules/:id', '/resources', '/how-to-buy'],
  forms: ['/schedule', '/contact', '/assistance'],
  donate: ['/donate'],
  admin: ['/admin'],
  instructor: ['/instructor'],
};

/** `/remotes.json`: remote id to the URL of its `mf-manifest.json`. */
export const remotesManifestSchema = z.object(
  Object.fromEntries(remoteIds.map((id) => [id, z.string().min(1)])) as Record<RemoteId, z.ZodString>,
);
export type RemotesManifest = z.infer<typeof remotesManifestSchema>;

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

export const remoteModuleSchema = z.object({
  id: remoteIdSchema,
  contractVersion: z.literal(1),
  routes: z.array(z.looseObject({})),
  loadMessages: z.custom<RemoteModule['loadMessages']>((value) => typeof value === 'function'),
});
