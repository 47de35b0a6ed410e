import type { Knex } from 'knex';
import type { RemoteSnapshot } from './remote-snapshot.js';

interface Row {
  id: string;
  manifest_url: string;
  version: string;
  paths: string[];
  manifest: unknown;
}

/** Remote snapshots in PostgreSQL, so every replica (and the next start) knows the last good version. */
export function createRemoteSnapshotStore(knex: Knex) {
  return {
    async load(): Promise<Omit<RemoteSnapshot, 'serverManifestUrl'>[]> {
      const rows = await knex<Row>('remote_snapshots').select('id', 'manifest_url', 'version', 'paths', 'manifest');
      return rows.map((row) => ({ id: row.id, manifestUrl: row.manifest_url, version: row.version, paths: row.paths, manifest: row.manifest }));
    },
    async save(snapshot: RemoteSnapshot): Promise<void> {
      await knex('remote_snapshots')
        .insert({
          id: snapshot.id,
          manifest_url: snapshot.manifestUrl,
          version: snapshot.version,
          paths: JSON.stringify(snapshot.paths),
          manifest: JSON.stringify(snapshot.manifest),
          updated_at: knex.fn.now(),
        })
        .onConflict('id')
        .merge();
    },
  };
}

export type RemoteSnapshotStore = ReturnType<typeof createRemoteSnapshotStore>;
