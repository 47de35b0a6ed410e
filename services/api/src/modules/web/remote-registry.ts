import { createHash } from 'node:crypto';
import type { Logger } from '../../logger.js';
import { readRemoteSources, type RemoteSource, type RemoteSourceOptions } from './remote-sources.js';
import { SELF_ORIGIN } from './remote-files.js';
import type { RemoteSnapshot } from './remote-snapshot.js';
import type { RemoteSnapshotStore } from './remote-snapshot-store.js';

interface PublishedManifest {
  metaData?: { reentry?: { contractVersion?: unknown; paths?: unknown } };
}

export function serverUrl(manifestUrl: string): string {
  return manifestUrl.startsWith('/') ? SELF_ORIGIN + manifestUrl : manifestUrl;
}

/** The route patterns a remote published with its build, or an error saying what is missing. */
function publishedPaths(manifest: PublishedManifest): string[] {
  const paths = manifest.metaData?.reentry?.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string' && p.startsWith('/'))) {
    throw new Error('its manifest publishes no route paths (metaData.reentry.paths)');
  }
  return paths as string[];
}

export interface RemoteRegistryOptions extends RemoteSourceOptions {
  refreshSeconds: number;
  fetchRemoteFile(url: string): Promise<Response>;
  logger: Logger;
  /** Where the last good snapshots are kept across replicas and restarts (optional in tests). */
  store?: RemoteSnapshotStore;
}

/**
 * Which remotes the site has and what each one owns, read from configuration and the remotes'
 * own manifests, and read again every `refreshSeconds` so a redeployed remote is picked up with no
 * restart. A remote that cannot be read keeps its last good snapshot; one never read has no pages yet.
 */
export function createRemoteRegistry({ refreshSeconds, fetchRemoteFile, logger, store, ...sourceOptions }: RemoteRegistryOptions) {
  let sources: RemoteSource[] = readSources() ?? [];
  let origins: { of?: RemoteSource[]; set: ReadonlySet<string> } = { set: new Set() };
  const snapshots = new Map<string, RemoteSnapshot>();
  const failing = new Set<string>();
  let first: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function read(source: RemoteSource): Promise<void> {
    const wasFailing = failing.has(source.id);
    try {
      const text = await (await fetchRemoteFile(serverUrl(source.manifestUrl))).text();
      const version = createHash('sha256').update(text).digest('hex').slice(0, 16);
      const previous = snapshots.get(source.id);
      if (failing.delete(source.id)) logger.info({ remote: source.id, version }, 'remote manifest readable again');
      if (previous?.version === version && previous.manifestUrl === source.manifestUrl) return;
      const manifest = JSON.parse(text) as PublishedManifest;
      const paths = publishedPaths(manifest);
      const snapshot = { ...source, version, paths, manifest, serverManifestUrl: serverUrl(source.manifestUrl) };
      snapshots.set(source.id, snapshot);
      logger.info({ remote: source.id, version, manifestUrl: source.manifestUrl, paths }, previous ? 'remote updated' : 'remote found');
      await store?.save(snapshot).catch((err: unknown) => logger.warn({ err, remote: source.id }, 'remote snapshot could not be saved'));
    } catch (err) {
      if (!wasFailing) {
        const kept = snapshots.get(source.id)?.version;
        logger.warn({ remote: source.id, manifestUrl: source.manifestUrl, keptVersion: kept, err }, 'remote manifest could not be read');
      }
      failing.add(source.id);
    }
  }

  function readSources(): RemoteSource[] | undefined {
    try {
      return readRemoteSources(sourceOptions);
    } catch (err) {
      logger.error({ err, file: sourceOptions.remotesFile }, 'the list of remotes could not be read; keeping the previous one');
      return undefined;
    }
  }

  async function refresh(): Promise<void> {
    sources = readSources() ?? sources;
    const ids = new Set(sources.map((source) => source.id));
    for (const id of snapshots.keys()) if (!ids.has(id)) snapshots.delete(id);
    await Promise.all(sources.map(read));
  }

  /** The last good snapshots saved by any replica, for remotes configured at the same URL. */
  async function restore(): Promise<void> {
    const saved = await store?.load().catch((err: unknown) => {
      logger.warn({ err }, 'saved remote snapshots could not be read');
      return [];
    });
    for (const snapshot of saved ?? []) {
      const source = sources.find((s) => s.id === snapshot.id && s.manifestUrl === snapshot.manifestUrl);
      if (source) snapshots.set(source.id, { ...snapshot, serverManifestUrl: serverUrl(source.manifestUrl) });
    }
  }

  return {
    /** Starts reading (once); resolves when every configured remote has been tried. */
    start(): Promise<void> {
      if (!first) {
        first = restore().then(refresh);
        timer = setInterval(() => void refresh(), refreshSeconds * 1000);
        timer.unref();
      }
      return first;
    },
    stop(): void {
      clearInterval(timer);
    },
    refresh,
    current(): RemoteSnapshot[] {
      return sources.map((source) => snapshots.get(source.id)).filter((snapshot) => snapshot !== undefined);
    },
    /** Origins of remotes configured elsewhere: the CSP allows them, and the server loads code only from them. */
    origins(): ReadonlySet<string> {
      // Read on every request (the CSP): worked out again only when the list of remotes was read again.
      if (origins.of !== sources) origins = { of: sources, set: new Set(sources.filter((s) => !s.manifestUrl.startsWith('/')).map((s) => new URL(s.manifestUrl).origin)) };
      return origins.set;
    },
  };
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
